/** Two-factor sign-in with TOTP (RFC 6238) and recovery codes (issue 24). */
export const RECOVERY_CODE_COUNT = 10;
export const SECOND_STEP_MAX_FAILURES = 5;
export const SECOND_STEP_LOCK_MINUTES = 15;
