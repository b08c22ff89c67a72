import { z } from 'zod';
import { accountUpdateSchema, type AccountUpdateInput, type User } from '@coachboard/contract';

export interface ProfileFormValues {
  first_name: string;
  last_name: string;
}

export const profileFormValues = (user: User | undefined): ProfileFormValues => ({
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
});

const unchanged = (typed: string, stored: string | null) => typed.trim() === (stored ?? '').trim();

/**
 * The Profile form of the stored account: a name is checked and sent only when it differs from the stored one,
 * as the API's update takes it, so saving an account as it is succeeds even where a stored name breaks today's
 * rules (the first-start admin has no last name). A changed name follows the user form's rules.
 */
export const profileFormSchema = (user: User | undefined) =>
  z
    .object({ first_name: z.string(), last_name: z.string() })
    .transform((values): AccountUpdateInput => ({
      ...(!unchanged(values.first_name, user?.first_name ?? null) && { first_name: values.first_name }),
      ...(!unchanged(values.last_name, user?.last_name ?? null) && { last_name: values.last_name }),
    }))
    .pipe(accountUpdateSchema);
