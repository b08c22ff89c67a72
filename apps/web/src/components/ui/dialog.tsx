import type { ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useReturnFocus } from './use-return-focus';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl';

const sizes: Record<DialogSize, string> = {
  sm: 'max-w-md',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
};

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Subtitle under the title; announced as the dialog's description. */
  description?: ReactNode;
  size?: DialogSize;
  /** alertdialog for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** While false, Escape, outside clicks and the close button do nothing (e.g. during a save). */
  dismissible?: boolean;
  children: ReactNode;
}

/**
 * Modal dialog on Radix: focus is trapped and returned to the opener, Escape closes, the page behind is inert.
 * Put the content in <DialogBody> and the buttons in <DialogFooter>.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  role = 'dialog',
  dismissible = true,
  children,
}: DialogProps) {
  const returnFocus = useReturnFocus();
  const handleOpenChange = (next: boolean) => {
    if (!next && !dismissible) return;
    onOpenChange(next);
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-900/50 backdrop-blur-[2px] dark:bg-black/60" />
        <DialogPrimitive.Content
          role={role}
          onOpenAutoFocus={returnFocus.rememberOpener}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-2xl bg-white text-ink shadow-2xl focus:outline-none dark:bg-navy-800 dark:text-white',
            sizes[size],
          )}
        >
          <DialogHeader title={title} description={description} dismissible={dismissible} />
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export interface DialogHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  dismissible?: boolean;
  /** Its side padding, e.g. 'px-5' (the history panel). */
  className?: string;
  titleClassName?: string;
}

/** A dialog's title, its description under it and the 'Close' button (Radix parts: inside its Content). */
export function DialogHeader({
  title,
  description,
  dismissible = true,
  className = 'px-6',
  titleClassName,
}: DialogHeaderProps) {
  return (
    <div
      className={cn(
        'flex items-start justify-between gap-4 border-b border-slate-100 py-4 dark:border-white/10',
        className,
      )}
    >
      <div className="min-w-0">
        <DialogPrimitive.Title className={cn('text-lg font-bold text-ink dark:text-white', titleClassName)}>
          {title}
        </DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-0.5 text-sm break-words text-slate-500 dark:text-slate-400">
            {description}
          </DialogPrimitive.Description>
        )}
      </div>
      <DialogPrimitive.Close
        disabled={!dismissible}
        aria-label="Close"
        className="-mr-2 rounded-full p-2 text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-600 disabled:opacity-50 dark:hover:bg-white/10 dark:hover:text-white"
      >
        <X aria-hidden className="size-5" />
      </DialogPrimitive.Close>
    </div>
  );
}

export function DialogBody({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('min-h-0 flex-1 overflow-y-auto px-6 py-5', className)}>{children}</div>;
}

export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 border-t border-slate-100 px-6 py-4 sm:flex-row sm:justify-end dark:border-white/10',
        className,
      )}
    >
      {children}
    </div>
  );
}
