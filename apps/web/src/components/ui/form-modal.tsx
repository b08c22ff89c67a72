import type { FormEventHandler, ReactNode } from 'react';
import type { FormBannerState } from '@/lib/use-contract-form';
import { Button } from './button';
import { Dialog, DialogBody, DialogFooter, type DialogSize } from './dialog';
import { FormBanner } from './form-banner';

export interface FormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Usually react-hook-form's `handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  /** 'danger' for a submit that takes something away (e.g. 'Turn off'). */
  submitVariant?: 'primary' | 'danger';
  /** Holds the submit back while the form cannot be sent yet (e.g. an empty comment). */
  submitDisabled?: boolean;
  cancelLabel?: string;
  isSubmitting?: boolean;
  /** A failure that belongs to no single field, shown above the fields (`useContractForm`'s banner). */
  banner?: FormBannerState | null;
  size?: DialogSize;
  children: ReactNode;
}

/** A dialog holding one form: fields in the body, Cancel and the submit button in the footer. */
export function FormModal({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitLabel,
  submitVariant = 'primary',
  submitDisabled = false,
  cancelLabel = 'Cancel',
  isSubmitting = false,
  banner = null,
  size = 'lg',
  children,
}: FormModalProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size={size}
      dismissible={!isSubmitting}
    >
      <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody className="flex flex-col gap-4">
          <FormBanner banner={banner} />
          {children}
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isSubmitting}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={submitVariant} loading={isSubmitting} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
