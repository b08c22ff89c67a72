import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMMENT_CONTENT_MAX,
  commentFormSchema,
  communityMessages,
  type Comment,
} from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { cn } from '@/lib/cn';

export interface CommentFormModalProps {
  /** The comment being edited; adds a comment without it. */
  comment?: Comment;
  onClose: () => void;
  /** Sends the trimmed content; a rejection keeps the form open with the error. */
  onSubmit: (content: string) => Promise<unknown>;
}

/** 'Add Comment' / 'Edit Comment' with the 1000-character counter measured on the text as typed. */
export function CommentFormModal({ comment, onClose, onSubmit }: CommentFormModalProps) {
  const isCreate = !comment;
  const [submitError, setSubmitError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<{ content: string }>({
    resolver: zodResolver(commentFormSchema),
    defaultValues: { content: comment?.content ?? '' },
  });
  const content = useWatch({ control, name: 'content' }) ?? '';

  const submit = handleSubmit(async ({ content: trimmed }) => {
    setSubmitError(null);
    try {
      await onSubmit(trimmed);
      onClose();
    } catch (error) {
      const fallback = isCreate
        ? communityMessages.createCommentUnexpected
        : communityMessages.updateCommentUnexpected;
      const unplaced = applyServerErrors(error, setError, ['content']);
      if (unplaced.length > 0 || !errorHasField(error)) setSubmitError(errorMessage(error, fallback));
    }
  });

  const field = register('content', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value.trim() !== '') clearErrors('content');
    },
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={isCreate ? 'Add Comment' : 'Edit Comment'}
      size="md"
      dismissible={!isSubmitting}
    >
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody className="flex flex-col gap-4">
          {submitError && <Alert>{submitError}</Alert>}
          <Field
            label="Comment"
            required
            error={errors.content?.message}
            hint={
              <span
                className={cn(
                  content.length > COMMENT_CONTENT_MAX && 'font-semibold text-red-600 dark:text-red-400',
                )}
              >
                {content.length}/{COMMENT_CONTENT_MAX} characters
              </span>
            }
          >
            <Textarea {...field} rows={4} placeholder={communityMessages.commentPlaceholder} />
          </Field>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={content.trim() === ''}>
            {isCreate ? 'Add Comment' : 'Update Comment'}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

const errorHasField = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'errors' in error &&
  !!(error as { errors?: unknown }).errors;
