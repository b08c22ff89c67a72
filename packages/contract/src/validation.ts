import { z } from 'zod';

/** Shared generic rules (spec part 1 section 5); forms and the API use the same messages. */
export const messages = {
  minLength: (n: number) => `Must be at least ${n} characters`,
  lettersAndSpaces: 'Only letters and spaces allowed',
  emailInvalid: 'Email is invalid',
  passwordMin: (n: number) => `Password must be at least ${n} characters`,
  passwordComplexity: 'Password must contain uppercase, lowercase, number, and special character (@$!%*?&)',
  repsMin: 'Reps must be at least 1',
  weightMin: 'Weight must be at least 1 kg',
  required: (label: string) => `${label} is required`,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).+$/;
export const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;

/** A string field whose absence (not only emptiness) reads '{Label} is required', so API answers match forms. */
export const requiredString = (label: string, message: string = messages.required(label)) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : undefined) });

export const emailSchema = (label = 'Email') =>
  requiredString(label).trim().min(1, messages.required(label)).pipe(z.email(messages.emailInvalid));

export const passwordSchema = (min = PASSWORD_MIN_LENGTH) =>
  requiredString('Password')
    .min(1, messages.required('Password'))
    .min(min, messages.passwordMin(min))
    .regex(PASSWORD_PATTERN, messages.passwordComplexity);
