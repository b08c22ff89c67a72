import { z } from 'zod';
import { userSchema } from './users.js';
import { emailSchema, messages, passwordSchema, requiredString } from './validation.js';

export const authMessages = {
  accessDenied: 'Access denied. Only authorized administrators can sign in.',
  invalidCredentials: 'Invalid email or password',
  signInFailed: 'Failed to sign in',
  signInUnexpected: 'An unexpected error occurred during sign in',
  initFailed: 'Failed to initialize authentication',
  enterEmail: 'Please enter your email address',
  resetEmailSent: 'Password reset email sent! Check your inbox.',
  resetEmailFailed: 'Failed to send reset email',
  resetRequestAccepted: 'If an account exists for this address, a reset code has been sent.',
  invalidResetCode: 'Invalid or expired reset code',
  passwordResetDone: 'Your password has been reset. You can sign in now.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  unauthenticated: 'Unauthenticated',
  forbidden: 'Forbidden',
  invalidRefreshToken: 'Invalid or expired refresh token',
  loggedOut: 'Logged out',
} as const;

export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_SECONDS = 10 * 60;
export const RESET_CODE_MAX_ATTEMPTS = 5;
export const RESET_MAIL_INTERVAL_SECONDS = 60;

export const loginInputSchema = z.object({
  email: requiredString('Email').trim().min(1, messages.required('Email')),
  password: requiredString('Password').min(1, messages.required('Password')),
  remember_me: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const tokenPairSchema = z.object({ token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResultSchema = userSchema.extend(tokenPairSchema.shape);
export type LoginResult = z.infer<typeof loginResultSchema>;

export const requestPasswordResetSchema = z.object({
  email: requiredString('Email', authMessages.enterEmail)
    .trim()
    .min(1, authMessages.enterEmail)
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
