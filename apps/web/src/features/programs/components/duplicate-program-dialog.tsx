import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  duplicateProgramName,
  duplicateProgramSchema,
  programMessages,
  type ProgramSummary,
} from '@coachboard/contract';
import { Field } from '@/components/ui/field';
import { ContractFormModal } from '@/components/ui/contract-form-modal';
import { TextInput } from '@/components/ui/text-input';
import { errorMessage } from '@/lib/api-error';
import { routePaths } from '@/lib/route-paths';
import { useContractForm } from '@/lib/use-contract-form';
import { useDuplicateProgram } from '../api/duplicate-program';

/** The contract's body with the name required: the form always sends the name it shows. */
const duplicateFormSchema = z.object({ name: duplicateProgramSchema.shape.name.unwrap() });

export interface DuplicateProgramDialogProps {
  program: Pick<ProgramSummary, 'id' | 'name'>;
  onClose: () => void;
}

/** 'Duplicate Program': the copy's name, prefilled '{name} (copy)'; the copy's detail opens once it is made. */
export function DuplicateProgramDialog({ program, onClose }: DuplicateProgramDialogProps) {
  const navigate = useNavigate();
  const duplicate = useDuplicateProgram();
  const contract = useContractForm({
    schema: duplicateFormSchema,
    toValues: () => ({ name: duplicateProgramName(program.name) }),
    toRequest: (values) => ({ programId: program.id, input: { name: values.name } }),
    save: (request) => duplicate.mutateAsync(request),
    onSaved: (copy) => {
      onClose();
      void navigate(routePaths.program(copy.id));
    },
    fields: ['name'],
    failureMessage: (error) => `Error: ${errorMessage(error, programMessages.createUnexpected)}`,
  });
  const { form } = contract;
  const { register } = form;
  const { errors } = form.formState;

  return (
    <ContractFormModal
      contract={contract}
      onClose={onClose}
      title="Duplicate Program"
      description={program.name}
      submitLabel="Duplicate"
      size="md"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        The copy has the same weeks, days, exercises and sets, and no assigned users.
      </p>
      <Field label="Name" required error={errors.name?.message}>
        <TextInput {...register('name')} autoComplete="off" />
      </Field>
    </ContractFormModal>
  );
}
