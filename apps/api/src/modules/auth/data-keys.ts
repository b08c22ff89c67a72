import crypto from 'node:crypto';
import type { Database } from '../../db/client.js';
import { deriveKey, seal, unseal } from '../../lib/sealing.js';
import { findWrappedKey, holdsTwoFactorData, insertWrappedKey, rewrapKey } from './server-keys-repository.js';

/** Keys for what must outlive a JWT_SECRET rotation. */
export interface DataKeys {
  /** AES-256-GCM key sealing the TOTP secrets of two-factor sign-in. */
  totpSeal: Buffer;
  /** HMAC key for two-factor recovery codes. */
  recoveryCode: Buffer;
  /** AES-256-GCM key sealing queued mail (reset codes, invitation links) in the job table. */
  mailSeal: Buffer;
}

export interface DataKeyRing {
  /** Opens (on first use, creates) the data key; memoised once it succeeds. */
  get(): Promise<DataKeys>;
}

const DATA_KEY = 'data-key';
const wrappingKey = (secret: string) => deriveKey(secret, 'data-key-wrap');

export class DataKeyUnavailable extends Error {
  constructor() {
    super(
      'The data key (table server_keys) cannot be opened with JWT_SECRET' +
        ' nor JWT_SECRET_PREVIOUS. After changing JWT_SECRET, start once with JWT_SECRET_PREVIOUS set to the' +
        ' secret used before (docs/DEPLOYMENT.md, "Rotating JWT_SECRET").',
    );
    this.name = 'DataKeyUnavailable';
  }
}

/**
 * Two-factor secrets, recovery-code hashes and queued mail live longer than a JWT_SECRET: they are keyed by
 * a data key made once, stored wrapped by a key derived from JWT_SECRET (envelope encryption). A database
 * copy alone opens nothing. An instance that finds the key wrapped by JWT_SECRET_PREVIOUS re-wraps it with
 * JWT_SECRET, so after a rotation nothing else needs re-sealing, and JWT_SECRET_PREVIOUS can go.
 *
 * A database that already holds two-factor data from before the data key existed (sealed and hashed with
 * keys derived from JWT_SECRET itself) adopts the current JWT_SECRET as its data key: the same derivation
 * then opens what is stored, with nothing to convert.
 */
export const createDataKeyRing = (db: Database, secret: string, previousSecret?: string): DataKeyRing => {
  const open = async (): Promise<DataKeys> => {
    let wrapped = await findWrappedKey(db, DATA_KEY);
    if (wrapped === null) {
      const root = (await holdsTwoFactorData(db)) ? secret : crypto.randomBytes(48).toString('base64url');
      await insertWrappedKey(db, DATA_KEY, seal(wrappingKey(secret), root));
      wrapped = await findWrappedKey(db, DATA_KEY);
      if (wrapped === null) throw new DataKeyUnavailable();
    }
    let root = unseal(wrappingKey(secret), wrapped);
    if (root === null && previousSecret) {
      root = unseal(wrappingKey(previousSecret), wrapped);
      if (root !== null) await rewrapKey(db, DATA_KEY, wrapped, seal(wrappingKey(secret), root));
    }
    if (root === null) throw new DataKeyUnavailable();
    return {
      totpSeal: deriveKey(root, 'totp-secret-seal'),
      recoveryCode: deriveKey(root, 'recovery-code'),
      mailSeal: deriveKey(root, 'mail-seal'),
    };
  };

  let opened: Promise<DataKeys> | undefined;
  return {
    get() {
      opened ??= open().catch((error: unknown) => {
        // Not memoised: the next use tries again (the database may have been briefly unreachable).
        opened = undefined;
        throw error;
      });
      return opened;
    },
  };
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Keys that outlive a JWT_SECRET rotation (two-factor secrets, recovery codes, queued mail). */
    dataKeys: DataKeyRing;
  }
}
