import { teamInviteSchema, teamMessages, teamRoleLabels, teamRoles } from '@coachboard/contract';
import { ContractFormModal } from '@/components/ui/contract-form-modal';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { usePlainContractForm } from '@/lib/use-plain-contract-form';
import { useInvite } from '../api/invite-member';

export const roleOptions = teamRoles.map((role) => ({ value: role, label: teamRoleLabels[role] }));

/** 'Invite member': an e-mail and a role; the API mails a link valid 72 hours. */
export function InviteDialog({ onClose, onSent }: { onClose: () => void; onSent: (email: string) => void }) {
  const invite = useInvite();
  const contract = usePlainContractForm({
    schema: teamInviteSchema,
    toValues: () => ({ email: '', team_role: 'coach' }),
    save: invite.mutateAsync,
    onSaved: (invitation) => onSent(invitation.email),
    fields: ['email', 'team_role'],
  });
  const { register } = contract.form;
  const { errors } = contract.form.formState;

  return (
    <ContractFormModal
      contract={contract}
      onClose={onClose}
      title={teamMessages.invite}
      description="They get an e-mail with a link valid 72 hours to set their name and password."
      submitLabel={teamMessages.sendInvitation}
      size="md"
    >
      <Field label="E-mail" required error={errors.email?.message}>
        <TextInput type="email" autoComplete="off" {...register('email')} />
      </Field>
      <Field label="Role" required error={errors.team_role?.message}>
        <Select options={roleOptions} {...register('team_role')} />
      </Field>
    </ContractFormModal>
  );
}
