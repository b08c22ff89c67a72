import { z } from 'zod';
import { confirmTwoFactorSchema, messages } from '@coachboard/contract';

/**
 * The code every two-factor form asks for: the contract's code, with the panel's wording for an empty box
 * ('Authentication code is required', where the API says 'Enter the code from your authenticator app').
 */
export const twoFactorCodeField = z
  .string()
  .trim()
  .min(1, messages.required('Authentication code'))
  .pipe(confirmTwoFactorSchema.shape.code);

/** A code typed into the box: numeric keyboard, filled from the authenticator on phones. */
export const codeInputProps = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 32,
} as const;
