import { z } from 'zod';

export * from './validation-messages.js';
import { EMAIL_MAX_LENGTH, messages, PASSWORD_MIN_LENGTH, PASSWORD_PATTERN } from './validation-messages.js';

/** A string field whose absence (not only emptiness) reads '{Label} is required', so API answers match forms. */
export const requiredString = (label: string, message: string = messages.required(label)) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : undefined) });

export const emailSchema = (label = 'Email') =>
  requiredString(label)
    .trim()
    .min(1, messages.required(label))
    .max(EMAIL_MAX_LENGTH, messages.emailTooLong(label))
    .pipe(z.email(messages.emailInvalid));

export const passwordSchema = (min = PASSWORD_MIN_LENGTH) =>
  requiredString('Password')
    .min(1, messages.required('Password'))
    .min(min, messages.passwordMin(min))
    .regex(PASSWORD_PATTERN, messages.passwordComplexity);
