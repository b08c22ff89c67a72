import { useWatch } from 'react-hook-form';
import {
  CHECK_IN_REPLY_MAX,
  fullName,
  reviewCheckInInputSchema,
  type CoachCheckIn,
} from '@coachboard/contract';
import { ContractFormModal } from '@/components/ui/contract-form-modal';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useContractForm } from '@/lib/use-contract-form';
import { useReviewCheckIn } from '@/lib/check-ins-api';

/**
 * 'Mark reviewed': an optional 'Reply' the member reads in their app. A reviewed check-in opens it again to
 * change the reply (the member sees the latest).
 */
export function ReviewDialog({ item, onClose }: { item: CoachCheckIn; onClose: () => void }) {
  const review = useReviewCheckIn();
  const contract = useContractForm({
    schema: reviewCheckInInputSchema,
    toValues: () => ({ reply: item.check_in.review?.reply ?? '' }),
    toRequest: (output) => ({ id: item.check_in.id, reply: output.reply ?? null }),
    save: (request) => review.mutateAsync(request),
    onSaved: onClose,
    fields: ['reply'],
    failureMessage: (error) => errorMessage(error, 'The check-in could not be marked reviewed'),
    bannerForFieldErrors: false,
  });
  const {
    register,
    control,
    formState: { errors },
  } = contract.form;
  const reply = useWatch({ control, name: 'reply' }) ?? '';
  const name = fullName(item.user) || item.user.email;

  return (
    <ContractFormModal
      contract={contract}
      onClose={onClose}
      title="Mark reviewed"
      description={`${name}'s check-in of ${formatDate(item.check_in.date)}`}
      size="md"
      submitLabel="Mark reviewed"
    >
      <Field
        label="Reply"
        error={errors.reply?.message}
        hint={
          <span
            className={cn(
              reply.length > CHECK_IN_REPLY_MAX && 'font-semibold text-red-600 dark:text-red-400',
            )}
          >
            Optional: the member reads it in the app. {reply.length}/{CHECK_IN_REPLY_MAX} characters
          </span>
        }
      >
        <Textarea {...register('reply')} rows={5} />
      </Field>
    </ContractFormModal>
  );
}
