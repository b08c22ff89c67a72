/**
 * Passwords of panel accounts (OWASP ASVS 5.0 6.2): at least 12 characters and not on a list of
 * common passwords (the API checks the list). App users keep the specification's rules.
 */
export const PANEL_PASSWORD_MIN_LENGTH = 12;
export const PANEL_PASSWORD_MAX_LENGTH = 128;

export const panelPasswordMessages = {
  tooShort: `Password must be at least ${PANEL_PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PANEL_PASSWORD_MAX_LENGTH} characters`,
  tooCommon: 'This password is too common',
} as const;
