import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { deriveKey as derive } from '../../lib/sealing.js';

/**
 * Keys derived from the current JWT_SECRET, for what lives minutes: tokens, the refresh grace window, reset
 * codes. What must outlive a rotation (two-factor secrets, recovery codes, queued mail) is keyed by the data
 * key instead (data-keys.ts).
 */
export interface AuthKeys {
  /** HS256 key for access tokens. */
  accessToken: Uint8Array;
  /** AES-256-GCM key sealing the successor refresh token for the reuse grace window. */
  refreshSeal: Buffer;
  /** HMAC key for password reset codes (valid 10 minutes: a rotation may cost a code, never an account). */
  resetCode: Buffer;
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

export const deriveAuthKeys = (secret: string, previousSecret?: string): AuthKeys => ({
  accessToken: new Uint8Array(derive(secret, 'access-token')),
  previousAccessToken: previousSecret ? new Uint8Array(derive(previousSecret, 'access-token')) : null,
  refreshSeal: derive(secret, 'refresh-successor-seal'),
  resetCode: derive(secret, 'password-reset-code'),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The keys access tokens are signed and checked with, decorated by app.ts. */
    authKeys: AuthKeys;
  }
}
