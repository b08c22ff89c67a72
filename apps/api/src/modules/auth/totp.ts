import { generateSecret, generateURI, verify } from 'otplib';
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '@coachboard/contract';

/**
 * TOTP (RFC 6238) through otplib with the parameters every authenticator app reads from a QR code: SHA-1,
 * 6 digits, 30-second steps; 160-bit secrets shown in base32.
 */
export const newTotpSecret = () => generateSecret({ length: 20 });

export const totpUri = (secret: string, email: string) =>
  generateURI({
    issuer: TOTP_ISSUER,
    label: email,
    secret,
    algorithm: 'sha1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

const looksLikeTotp = (code: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);

/** A code typed with spaces ("123 456") is the same code. */
export const normaliseTotp = (code: string) => code.replace(/\s+/g, '');

export const isTotpShaped = (code: string) => looksLikeTotp(normaliseTotp(code));

/**
 * The time step of a correct code: the current step or one either side, and only a step after `lastStep` (a
 * code accepted once, or an older one, is refused). Null when the code is wrong. `nowMs` is the clock (tests
 * fix it).
 */
export const matchTotp = async (
  secret: string,
  code: string,
  lastStep: number | null,
  nowMs: number = Date.now(),
): Promise<number | null> => {
  const token = normaliseTotp(code);
  if (!looksLikeTotp(token)) return null;
  const result = await verify({
    secret,
    token,
    algorithm: 'sha1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS * TOTP_WINDOW_STEPS,
    ...(lastStep !== null && { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
};
