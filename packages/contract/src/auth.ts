import { z } from 'zod';
import { userSchema } from './users.js';
import { EMAIL_MAX_LENGTH, emailSchema, messages, passwordSchema, requiredString } from './validation.js';
import { twoFactorChallengeSchema } from './two-factor.js';

export * from './auth-messages.js';
import { authMessages, RESET_CODE_LENGTH } from './auth-messages.js';

export const loginInputSchema = z.object({
  email: requiredString('Email')
    .trim()
    .min(1, messages.required('Email'))
    .max(EMAIL_MAX_LENGTH, messages.emailTooLong('Email')),
  password: requiredString('Password').min(1, messages.required('Password')),
  remember_me: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const tokenPairSchema = z.object({ token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResultSchema = userSchema.extend(tokenPairSchema.shape);
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * What `POST /auth/login` answers: the user with the token pair, or, for an account with two-factor sign-in,
 * a challenge for `POST /auth/login/second-step` and no tokens.
 */
export const loginAnswerSchema = z.union([loginResultSchema, twoFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export const isTwoFactorChallenge = (
  answer: LoginAnswer,
): answer is z.infer<typeof twoFactorChallengeSchema> =>
  'two_factor_required' in answer && answer.two_factor_required === true;

export const requestPasswordResetSchema = z.object({
  email: requiredString('Email', authMessages.enterEmail)
    .trim()
    .min(1, authMessages.enterEmail)
    .max(EMAIL_MAX_LENGTH, messages.emailTooLong('Email'))
    .pipe(z.email(messages.emailInvalid)),
});

const resetCodeSchema = requiredString('Code')
  .trim()
  .regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), `Code must be ${RESET_CODE_LENGTH} digits`);

export const verifyResetCodeSchema = z.object({ email: emailSchema(), code: resetCodeSchema });

export const resetPasswordSchema = z.object({
  email: emailSchema(),
  code: resetCodeSchema,
  password: passwordSchema(),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
