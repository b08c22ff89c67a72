import { z } from 'zod';
import { firstNameSchema, lastNameSchema } from './user-inputs.js';
import { messages, requiredString } from './validation.js';

/** 'My account': name, password, sessions. */
export const ACCOUNT_PATH = '/admin/account';

export const accountMessages = {
  title: 'My account',
  updated: 'Your name has been saved',
  currentPasswordWrong: 'The current password is incorrect',
  passwordsDiffer: 'Passwords do not match',
  passwordChanged: 'Your password has been changed. Every other session has been signed out.',
  sessionEnded: 'The session has been signed out',
  otherSessionsEnded: 'Every other session has been signed out',
  sessionNotFound: 'Session not found',
  endOthersConfirm:
    'Every other browser and device signed in to your account will be signed out at its next action.',
  thisDevice: 'This device',
  unknownBrowser: 'Unknown browser',
} as const;

/**
 * PATCH /api/account: the signed-in member's own name. As for a user's update, only the names sent change and a
 * name sent follows the user form's rules; one left out keeps what is stored, even a stored name those rules
 * would refuse (the first-start admin has no last name), so an account saved as it is always saves.
 */
export const accountUpdateSchema = z.object({
  first_name: firstNameSchema.optional(),
  last_name: lastNameSchema.optional(),
});
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;

/**
 * POST /api/account/password. The new password's rules for panel accounts (12+ characters, not a common
 * password) are the API's (password-policy.ts): the panel shows the API's message under the field.
 */
export const changePasswordSchema = z
  .object({
    current_password: requiredString('Current password').min(1, messages.required('Current password')),
    password: requiredString('New password').min(1, messages.required('New password')),
    password_confirmation: requiredString('Password confirmation').min(
      1,
      messages.required('Password confirmation'),
    ),
  })
  .refine((input) => input.password === input.password_confirmation, {
    path: ['password_confirmation'],
    message: accountMessages.passwordsDiffer,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** One signed-in browser or device on the account's Sessions list. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** e.g. 'Chrome 131 on Linux' (from the user agent that signed in). */
  browser: z.string(),
  ip_address: z.string().nullable(),
  /** First use: the sign-in. */
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session of the request that asked. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** A session id; anything that is not one of the caller's sessions answers 404. */
export const accountSessionIdParamsSchema = z.object({ id: z.string().max(64) });

export const endOtherSessionsResultSchema = z.object({ ended: z.number().int() });
