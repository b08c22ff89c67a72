import { useWatch } from 'react-hook-form';
import {
  COMMENT_CONTENT_MAX,
  commentFormSchema,
  communityMessages,
  type Comment,
} from '@coachboard/contract';
import { ContractFormModal } from '@/components/ui/contract-form-modal';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useContractForm } from '@/lib/use-contract-form';

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
  const contract = useContractForm({
    schema: commentFormSchema,
    record: comment,
    toValues: (opened) => ({ content: opened?.content ?? '' }),
    toRequest: ({ content: trimmed }) => trimmed,
    save: onSubmit,
    onSaved: onClose,
    fields: ['content'],
    failureMessage: (error) =>
      errorMessage(
        error,
        isCreate ? communityMessages.createCommentUnexpected : communityMessages.updateCommentUnexpected,
      ),
    // A refused comment says why under the box; the banner is for what the box cannot show.
    bannerForFieldErrors: false,
  });
  const { form } = contract;
  const {
    register,
    clearErrors,
    control,
    formState: { errors },
  } = form;
  const content = useWatch({ control, name: 'content' }) ?? '';

  const field = register('content', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value.trim() !== '') clearErrors('content');
    },
  });

  return (
    <ContractFormModal
      contract={contract}
      onClose={onClose}
      title={isCreate ? 'Add Comment' : 'Edit Comment'}
      size="md"
      submitLabel={isCreate ? 'Add Comment' : 'Update Comment'}
      submitDisabled={content.trim() === ''}
    >
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
    </ContractFormModal>
  );
}
