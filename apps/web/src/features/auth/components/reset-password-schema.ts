import { z } from 'zod';
import { messages, resetPasswordSchema } from '@coachboard/contract';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** The contract's reset rules plus a confirmation that only the form needs. */
export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ password_confirmation: z.string().min(1, messages.required('Password confirmation')) })
  .refine((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    message: PASSWORDS_DO_NOT_MATCH,
  });
