/**
 * Shared generic rules (spec part 1 section 5); forms and the API use the same messages. Free of zod so the
 * sign-in page can load them alone.
 */
/**
 * The longest e-mail address SMTP can carry (RFC 5321: a 256-octet path less its angle brackets). Every e-mail
 * the API takes is held to it, so a typed address cannot fill the counters, the log or the audit log.
 */
export const EMAIL_MAX_LENGTH = 254;

export const messages = {
  minLength: (n: number) => `Must be at least ${n} characters`,
  lettersAndSpaces: 'Only letters and spaces allowed',
  emailInvalid: 'Email is invalid',
  emailTooLong: (label: string) => `${label} must not exceed ${EMAIL_MAX_LENGTH} characters`,
  passwordMin: (n: number) => `Password must be at least ${n} characters`,
  passwordComplexity: 'Password must contain uppercase, lowercase, number, and special character (@$!%*?&)',
  repsMin: 'Reps must be at least 1',
  weightMin: 'Weight must be at least 1 kg',
  required: (label: string) => `${label} is required`,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).+$/;
export const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;
