/** Sign-in, session and password-reset texts and limits; free of zod so the sign-in page can load them alone. */
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
