import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog, DialogBody, DialogFooter } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  /** Keeps the dialog open with a busy confirm button while the action runs. */
  isConfirming?: boolean;
  error?: string | null;
}

/** Asks before a destructive action. The caller closes it when the action succeeds. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  onConfirm,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  tone = 'danger',
  isConfirming = false,
  error,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      dismissible={!isConfirming}
    >
      {error && (
        <DialogBody className="pt-4 pb-0">
          <Alert>{error}</Alert>
        </DialogBody>
      )}
      <DialogFooter className="border-t-0">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isConfirming}>
          {cancelLabel}
        </Button>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} loading={isConfirming}>
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
