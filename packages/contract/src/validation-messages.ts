/**
 * Shared generic rules (spec part 1 section 5); forms and the API use the same messages. Free of zod so the
 * sign-in page can load them alone.
 */
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
