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
export {
  type CharacterLimit,
  type CharacterLimitOptions,
  COUNTER_FROM_SHARE,
  useCharacterLimit,
} from './character-count';
export { cn } from './cn';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Dialog, type DialogProps } from './dialog';
export { Drawer, DrawerClose, type DrawerProps } from './drawer';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { GeneratedAvatar, type GeneratedAvatarProps } from './generated-avatar';
export { KeyBadge, type KeyBadgeProps } from './key-badge';
export { PageHeader, type PageHeaderProps } from './page-header';
export {
  LoadingState,
  type LoadingStateProps,
  Spinner,
  type SpinnerProps,
  type SpinnerSize,
} from './spinner';
export { Switch, type SwitchProps } from './switch';
export { type TabItem, TabPanel, type TabPanelProps, Tabs, type TabsProps } from './tabs';
export { TextField, type TextFieldProps } from './text-field';
export {
  TOAST_DURATION_MS,
  Toaster,
  type ToastOptions,
  type ToastTone,
  toast,
} from './toast';
