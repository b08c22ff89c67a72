import { dictionary } from '@zxcvbn-ts/language-common';
import {
  PANEL_PASSWORD_MAX_LENGTH,
  PANEL_PASSWORD_MIN_LENGTH,
  panelPasswordMessages,
} from '@coachboard/contract';

/** zxcvbn-ts' list of common passwords (about 49,000, lower case), loaded once on first use. */
let commonPasswords: Set<string> | undefined;
const isCommon = (password: string) => {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
};

/** 'This password is too common' for a password on the list, else null. */
export const commonPasswordProblem = (password: string): string | null =>
  isCommon(password) ? panelPasswordMessages.tooCommon : null;

/**
 * Why a panel account's new password is refused (the message for the `password` field), or null when it is
 * acceptable: at least 12 characters, at most 128, and not a common password in any letter case.
 */
export const panelPasswordProblem = (password: string): string | null => {
  if (password.length < PANEL_PASSWORD_MIN_LENGTH) return panelPasswordMessages.tooShort;
  if (password.length > PANEL_PASSWORD_MAX_LENGTH) return panelPasswordMessages.tooLong;
  if (isCommon(password)) return panelPasswordMessages.tooCommon;
  return null;
};
