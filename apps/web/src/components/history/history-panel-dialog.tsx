import type { ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { auditMessages } from '@coachboard/contract';
import { History, X } from 'lucide-react';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { HistoryEntries, useFollowHistory, type HistoryRecordProps } from './history-panel-entries';

export interface HistoryPanelDialogProps extends HistoryRecordProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Under the title: which record this is the history of (its name). */
  description?: ReactNode;
}

/**
 * A record's 'History' as a side panel opened from its detail's header: a modal dialog sliding in from the right
 * (full width on a phone), closed by Escape, the 'Close' button or a click beside it; focus goes back to the
 * button that opened it. The entries are read each time it opens, and again whenever `follows` is.
 */
export function HistoryPanelDialog({
  open,
  onOpenChange,
  description,
  type,
  id,
  follows,
  onReverted,
}: HistoryPanelDialogProps) {
  useFollowHistory(type, id, follows);
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-navy-900/40 dark:bg-black/60" />
        <DialogPrimitive.Content
          onOpenAutoFocus={returnFocus.rememberOpener}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-y-0 right-0 z-50 flex h-dvh w-full flex-col bg-white text-ink shadow-2xl focus:outline-none sm:max-w-md sm:rounded-l-2xl dark:bg-navy-800 dark:text-white"
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 dark:border-white/10">
            <div className="min-w-0">
              <DialogPrimitive.Title className="flex items-center gap-2 text-lg font-bold text-ink dark:text-white">
                <History aria-hidden className="size-5 text-brand-500 dark:text-brand-300" />
                {auditMessages.history}
              </DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="mt-0.5 text-sm break-words text-slate-500 dark:text-slate-400">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              aria-label="Close"
              className="-mr-2 rounded-full p-2 text-slate-400 transition-colors hover:bg-slate-100 hover:text-slate-600 dark:hover:bg-white/10 dark:hover:text-white"
            >
              <X aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-5 py-3">
            <HistoryEntries type={type} id={id} onReverted={onReverted} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
