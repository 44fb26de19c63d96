import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn';

export type CardProps = ComponentPropsWithRef<'div'>;

export function Card({ className, ...rest }: CardProps) {
  return (
    <div
      {...rest}
      className={cn('rounded-2xl border border-slate-200 bg-white shadow-sm', className)}
    />
  );
}
