import { z } from 'zod';
import { heightMessages, heightProblem } from './height.js';
import {
  dateOfBirthProblem,
  genders,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  userMessages,
} from './users.js';
import { expectedUpdatedAtField } from './stale-update.js';
import { emailSchema, LETTERS_AND_SPACES, messages, passwordSchema, requiredString } from './validation.js';

/** Inline edits send '' for a cleared input; the API stores null for it. */
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * First or last name: required, at least 3 characters, letters of any language and spaces (NFC-normalised
 * first, so a decomposed 'é' counts as one letter). Runs of spaces collapse to one.
 */
const userNameSchema = (requiredMessage: string) =>
  requiredString('Name', requiredMessage)
    .transform((value) => value.normalize('NFC').trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, { error: requiredMessage, abort: true })
        .min(USER_NAME_MIN_LENGTH, { error: messages.minLength(USER_NAME_MIN_LENGTH), abort: true })
        .max(USER_NAME_MAX_LENGTH, { error: userMessages.nameTooLong, abort: true })
        .regex(LETTERS_AND_SPACES, messages.lettersAndSpaces),
    );

export const firstNameSchema = userNameSchema(userMessages.firstNameRequired);
export const lastNameSchema = userNameSchema(userMessages.lastNameRequired);

const genderSchema = z.preprocess(
  emptyToNull,
  z.enum(genders, { error: userMessages.genderInvalid }).nullable().optional(),
);

const problemCheck = (problem: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = problem(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};

const dateOfBirthSchema = z.preprocess(
  emptyToNull,
  z
    .string({ error: userMessages.dateOfBirthInvalid })
    .trim()
    .superRefine(problemCheck((value) => dateOfBirthProblem(value)))
    .nullable()
    .optional(),
);

/** Height text ('180cm', 5' 10"): empty is null, otherwise readable and plausible. */
export const heightSchema = z.preprocess(
  emptyToNull,
  z
    .string({ error: heightMessages.format })
    .trim()
    .superRefine(problemCheck(heightProblem))
    .nullable()
    .optional(),
);

/** `POST /users` body and the Create User form. Gender, date of birth and height are optional. */
export const createUserSchema = z.object({
  email: emailSchema(),
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  password: passwordSchema(),
  gender: genderSchema,
  date_of_birth: dateOfBirthSchema,
  height: heightSchema,
});
export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUser = z.output<typeof createUserSchema>;

/**
 * `PUT /users/{id}` body and the inline edit. Only the fields sent change ("nothing else is lost"); names,
 * when sent, follow the create rules; an empty gender, date of birth or height becomes null.
 */
export const updateUserSchema = z.object({
  first_name: firstNameSchema.optional(),
  last_name: lastNameSchema.optional(),
  gender: genderSchema,
  date_of_birth: dateOfBirthSchema,
  height: heightSchema,
  ...expectedUpdatedAtField,
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;
export type UpdateUser = z.output<typeof updateUserSchema>;
