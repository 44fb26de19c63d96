export { Avatar, type AvatarProps } from './avatar';
export { type BannerProps, ErrorBanner, SuccessBanner } from './banner';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
  buttonClasses,
} from './button';
export { Card, type CardProps } from './card';
export { cn } from './cn';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { PageHeader, type PageHeaderProps } from './page-header';
export {
  LoadingState,
  type LoadingStateProps,
  Spinner,
  type SpinnerProps,
  type SpinnerSize,
} from './spinner';
export { TextField, type TextFieldProps } from './text-field';
