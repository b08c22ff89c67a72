import type { ReactNode } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { auditMessages } from '@coachboard/contract';
import { History } from 'lucide-react';
import { DialogHeader } from '@/components/ui/dialog';
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
          <DialogHeader
            title={
              <>
                <History aria-hidden className="size-5 text-brand-500 dark:text-brand-300" />
                {auditMessages.history}
              </>
            }
            description={description}
            className="px-5"
            titleClassName="flex items-center gap-2"
          />
          <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-5 py-3">
            <HistoryEntries type={type} id={id} onReverted={onReverted} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
