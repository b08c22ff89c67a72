import { z } from 'zod';
import { messages, requiredString } from './validation.js';

/** Two-factor sign-in with TOTP (RFC 6238) and recovery codes. */
export const RECOVERY_CODE_COUNT = 10;
export const SECOND_STEP_MAX_FAILURES = 5;
export const SECOND_STEP_LOCK_MINUTES = 15;
/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** A code of the step before or after the current one is accepted too (clock drift). */
export const TOTP_WINDOW_STEPS = 1;
export const TOTP_ISSUER = 'Coachboard';
/** How long the second step may follow the password. */
export const SIGN_IN_CHALLENGE_TTL_SECONDS = 5 * 60;

export const twoFactorMessages = {
  invalidCode: 'Invalid authentication code',
  invalidRecoveryCode: 'Invalid recovery code',
  enterCode: 'Enter the code from your authenticator app',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  alreadyOn: 'Two-factor sign-in is already on',
  notStarted: 'Start the two-factor set-up first',
  notOn: 'Two-factor sign-in is off',
  started: 'Scan the QR code with your authenticator app',
  /** Confirming ends the account's other sessions (a session opened with the password alone). */
  turnedOn: 'Two-factor sign-in is on. Your other sessions were signed out.',
  turnedOff: 'Two-factor sign-in is off',
  newRecoveryCodes: 'New recovery codes created',
  secondStepRequired: 'Enter the code from your authenticator app',
  /** The 403 of every route but the account's own while the team requires it and it is off. */
  requiredByTeam: 'Your team requires two-factor sign-in. Turn it on in My account first.',
} as const;

const codeSchema = requiredString('Authentication code')
  .trim()
  .min(1, twoFactorMessages.enterCode)
  .max(64, twoFactorMessages.invalidCode);

/** The answer of `POST /account/two-factor/start`: the secret is shown this once. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code image (a `data:image/svg+xml` URL). */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** The current password, asked again before two-factor sign-in is set up or turned off (ASVS 5.0 7.5.1). */
const currentPasswordSchema = requiredString('Password').min(1, 'Password is required');

/** Starting the set-up: the current password (the panel's field is 'Current password'). */
export const startTwoFactorSchema = z.object({
  password: requiredString('Current password').min(1, messages.required('Current password')),
});
export type StartTwoFactorInput = z.infer<typeof startTwoFactorSchema>;

export const confirmTwoFactorSchema = z.object({ code: codeSchema });
export type ConfirmTwoFactorInput = z.infer<typeof confirmTwoFactorSchema>;

/** Turning it off: the password and a current code, or one of the recovery codes, in `code`. */
export const disableTwoFactorSchema = z.object({
  password: currentPasswordSchema,
  code: codeSchema,
});
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

/** New recovery codes need a current code (or a recovery code). */
export const regenerateRecoveryCodesSchema = z.object({ code: codeSchema });

/** The recovery codes, shown once (after confirming the set-up, and when new ones are made). */
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The sign-in answer after a correct password of an account with two-factor sign-in: no tokens yet. */
export const twoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** `POST /auth/login/second-step`: the challenge and either a code or a recovery code. */
export const secondStepSchema = z
  .object({
    challenge: requiredString('Challenge').min(1).max(200),
    code: z.string().trim().max(64).optional(),
    recovery_code: z.string().trim().max(64).optional(),
  })
  .refine((input) => Boolean(input.code) !== Boolean(input.recovery_code), {
    message: twoFactorMessages.enterCode,
    path: ['code'],
  });
export type SecondStepInput = z.infer<typeof secondStepSchema>;
