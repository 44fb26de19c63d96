import { messages } from '@stepwise/contracts';
import { Card } from '@stepwise/ui';
import type { ReactNode } from 'react';
import { BrandMark } from '@/features/layout/brand-mark';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The centered card the sign-in and sign-up screens share. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className="flex min-h-full items-center justify-center bg-linear-to-b from-brand-50/70 to-slate-50 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2.5">
          <BrandMark className="size-9" />
          <span className="text-xl font-semibold tracking-tight text-slate-900">
            {messages.app.productName}
          </span>
        </div>
        <Card className="px-6 py-8 sm:px-8">
          <div className="mb-6 text-center">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
            <p className="mt-1.5 text-sm text-slate-500">{subtitle}</p>
          </div>
          {children}
        </Card>
        <p className="mt-6 text-center text-sm text-slate-600">{footer}</p>
      </div>
    </div>
  );
}

export const authLinkClass =
  'font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
