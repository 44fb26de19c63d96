import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Toaster as SonnerToaster, toast as sonner } from 'sonner';
import { cn } from './cn';

/** How long a toast stays, in milliseconds (spec: 5 s; the buy list uses 3 s). */
export const TOAST_DURATION_MS = 5000;

export type ToastTone = 'success' | 'warning' | 'error';

export interface ToastOptions {
  /** Milliseconds before it closes by itself; 5000 unless given. */
  duration?: number;
  /** Replaces an open toast with the same id instead of stacking another. */
  id?: string | number;
}

const tones: Record<ToastTone, { className: string; icon: ReactNode }> = {
  success: {
    className: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    icon: <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />,
  },
  warning: {
    className: 'border-amber-200 bg-amber-50 text-amber-900',
    icon: <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-amber-600" />,
  },
  error: {
    className: 'border-red-200 bg-red-50 text-red-900',
    icon: <CircleX aria-hidden="true" className="size-5 shrink-0 text-red-600" />,
  },
};

function show(tone: ToastTone, text: string, options: ToastOptions = {}): string | number {
  const { className, icon } = tones[tone];
  return sonner.custom(
    (id) => (
      <button
        type="button"
        data-tone={tone}
        title="Click to close"
        onClick={() => sonner.dismiss(id)}
        className={cn(
          'flex w-[var(--width)] max-w-[calc(100vw-2rem)] cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-left text-sm font-medium shadow-lg',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          className,
        )}
      >
        {icon}
        <span className="min-w-0 break-words">{text}</span>
      </button>
    ),
    { duration: options.duration ?? TOAST_DURATION_MS, ...(options.id ? { id: options.id } : {}) },
  );
}

/**
 * Product toasts: top right, green for success, amber for warnings (red for errors), 5 s or a
 * click to close. `toast.success('Saved', { duration: 3000 })`.
 */
export const toast = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  warning: (text: string, options?: ToastOptions) => show('warning', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};

/** At most this many toasts show at once; older ones wait their turn (the newest is on top). */
export const MAX_VISIBLE_TOASTS = 3;

/** The space between two stacked toasts, in pixels. */
export const TOAST_GAP_PX = 10;

export interface ToasterProps {
  /**
   * Pixels from the top of the window to the first toast: the app passes the bottom of the page
   * header, so toasts sit under the header's buttons, never over them. 16 unless given.
   */
  offsetTop?: number;
}

/**
 * Mount once near the root of the app. Toasts stack top right, newest on top, each fully shown
 * with a gap (never piled on each other), at most `MAX_VISIBLE_TOASTS` at once.
 */
export function Toaster({ offsetTop = 16 }: ToasterProps) {
  return (
    <SonnerToaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      visibleToasts={MAX_VISIBLE_TOASTS}
      expand
      gap={TOAST_GAP_PX}
      offset={{ top: offsetTop, right: 16 }}
      mobileOffset={{ top: offsetTop, right: 12, left: 12 }}
      containerAriaLabel="Notifications"
    />
  );
}
