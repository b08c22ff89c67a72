import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config.js';

export interface AuthKeys {
  /** HS256 key for access tokens. */
  accessToken: Uint8Array;
  /** AES-256-GCM key sealing the successor refresh token for the reuse grace window. */
  refreshSeal: Buffer;
  /** HMAC key for password reset codes. */
  resetCode: Buffer;
  /** AES-256-GCM key sealing the TOTP secrets of two-factor sign-in. */
  totpSeal: Buffer;
  /** HMAC key for two-factor recovery codes. */
  recoveryCode: Buffer;
  /** The access-token key of JWT_SECRET_PREVIOUS while a rotation is rolled out: accepted, never used to sign. */
  previousAccessToken: Uint8Array | null;
}

export const JWT_SECRET_FILE = 'jwt-secret';

/** JWT_SECRET when configured, else a secret generated once and kept in DATA_DIR/jwt-secret (mode 600). */
export const resolveJwtSecret = (config: Pick<AppConfig, 'jwtSecret' | 'dataDir'>): string => {
  if (config.jwtSecret) return config.jwtSecret;
  const file = path.join(config.dataDir, JWT_SECRET_FILE);
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};

const derive = (secret: string, purpose: string) =>
  Buffer.from(crypto.hkdfSync('sha256', secret, 'coachboard', purpose, 32));

export const deriveAuthKeys = (secret: string, previousSecret?: string): AuthKeys => ({
  accessToken: new Uint8Array(derive(secret, 'access-token')),
  previousAccessToken: previousSecret ? new Uint8Array(derive(previousSecret, 'access-token')) : null,
  refreshSeal: derive(secret, 'refresh-successor-seal'),
  resetCode: derive(secret, 'password-reset-code'),
  totpSeal: derive(secret, 'totp-secret-seal'),
  recoveryCode: derive(secret, 'recovery-code'),
});
