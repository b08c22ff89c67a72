import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  teamInviteSchema,
  teamMessages,
  teamRoleLabels,
  teamRoles,
  type TeamInviteInput,
} from '@coachboard/contract';
import { Field } from '@/components/ui/field';
import { FormModal } from '@/components/ui/form-modal';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { ApiError, errorMessage } from '@/lib/api-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useInvite } from '../api/invite-member';

export const roleOptions = teamRoles.map((role) => ({ value: role, label: teamRoleLabels[role] }));

/** 'Invite member': an e-mail and a role; the API mails a link valid 72 hours. */
export function InviteDialog({ onClose, onSent }: { onClose: () => void; onSent: (email: string) => void }) {
  const invite = useInvite();
  const [banner, setBanner] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TeamInviteInput>({
    resolver: zodResolver(teamInviteSchema),
    defaultValues: { email: '', team_role: 'coach' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const invitation = await invite.mutateAsync(values);
      onSent(invitation.email);
    } catch (error) {
      const placedUnderFields = error instanceof ApiError && error.errors !== undefined;
      const unplaced = applyServerErrors(error, setError, ['email', 'team_role']);
      setBanner(placedUnderFields && unplaced.length === 0 ? null : errorMessage(error));
    }
  });

  return (
    <FormModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={teamMessages.invite}
      description="They get an e-mail with a link valid 72 hours to set their name and password."
      onSubmit={onSubmit}
      submitLabel={teamMessages.sendInvitation}
      isSubmitting={isSubmitting}
      banner={banner ? { kind: 'message', message: banner } : null}
      size="md"
    >
      <Field label="E-mail" required error={errors.email?.message}>
        <TextInput type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field label="Role" required error={errors.team_role?.message}>
        <Select options={roleOptions} {...register('team_role')} />
      </Field>
    </FormModal>
  );
}
