import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useRef } from 'react';
import { cn } from './cn';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  /** Linked to the dialog with aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, right aligned (buttons). */
  footer?: ReactNode;
  /** Width class of the panel; `max-w-md` by default. */
  className?: string;
  /** Hide the top-right close button (e.g. while a confirmation is busy). */
  hideClose?: boolean;
  /** Told of Escape before the dialog closes; `event.preventDefault()` keeps it open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  /** What takes the focus when the dialog opens (default: its first control, Close the last). */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where the focus goes when the dialog closes, given what had it when the dialog opened (its
   * opener, or null). Default: the opener.
   */
  returnFocus?: (opener: HTMLElement | null) => HTMLElement | null;
}

/** The element that has the focus, if any (the dialog's opener, read as it opens). */
function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * A modal dialog on Radix: it opens with the focus on `initialFocus` or its first control (the
 * Close button is last in the tab order), traps it inside and gives it back on close to what had
 * it when the dialog opened; Escape and a click on the backdrop close it, and the title names it
 * for assistive technology.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  className,
  hideClose = false,
  onEscapeKeyDown,
  initialFocus,
  returnFocus = (opener) => opener,
}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] motion-safe:data-[state=open]:animate-[stepwise-fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(onEscapeKeyDown ? { onEscapeKeyDown } : {})}
          onOpenAutoFocus={(event) => {
            opener.current = focusedElement();
            const first = initialFocus?.current;
            first?.focus();
            // Disabled or gone: Radix focuses the first control instead.
            if (first && document.activeElement === first) event.preventDefault();
          }}
          // Our dialogs open from state, not a Radix Trigger, which Radix would give focus back to.
          onCloseAutoFocus={(event) => {
            const back = returnFocus(opener.current);
            opener.current = null;
            if (!back?.isConnected) return;
            event.preventDefault();
            back.focus({ preventScroll: true });
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md',
            '-translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-slate-200 bg-white shadow-xl',
            'focus:outline-none motion-safe:data-[state=open]:animate-[stepwise-pop-in_150ms_ease-out]',
            className,
          )}
        >
          <div className={cn('flex flex-col gap-1 pt-5 pl-6', hideClose ? 'pr-6' : 'pr-16')}>
            <RadixDialog.Title className="text-lg font-semibold text-slate-900">
              {title}
            </RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="text-sm text-slate-600">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          {children ? (
            <div className="min-h-0 overflow-y-auto px-6 pt-4 text-sm text-slate-700">
              {children}
            </div>
          ) : null}
          {footer ? (
            <div className="flex flex-wrap justify-end gap-3 px-6 pt-6 pb-5">{footer}</div>
          ) : (
            <div className="pb-5" />
          )}
          {/* Drawn at the top right, last in the tab order: the dialog's controls come first. */}
          {hideClose ? null : (
            <RadixDialog.Close
              aria-label="Close"
              className="absolute top-5 right-4 rounded-lg p-1.5 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
