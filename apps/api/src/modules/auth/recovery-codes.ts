import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@coachboard/contract';
import type { Database } from '../../db/client.js';
import { recoveryCodes } from '../../db/schema/index.js';

type Db = Pick<Database, 'insert' | 'update' | 'delete'>;

/** No 0/o, 1/l/i: a code copied from paper reads one way. 8 of 32 characters: 40 bits each. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const randomGroup = () =>
  Array.from({ length: 4 }, () => ALPHABET[crypto.randomInt(0, ALPHABET.length)]).join('');

export const generateRecoveryCode = () => `${randomGroup()}-${randomGroup()}`;

/** Case, spaces and the hyphen do not matter when the code is typed. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

/** Keyed hash (HMAC-SHA256 with a key derived from the server secret), bound to the account. */
export const hashRecoveryCode = (key: Buffer, userId: number, code: string) =>
  crypto
    .createHmac('sha256', key)
    .update(`${userId}:${normaliseRecoveryCode(code)}`)
    .digest('hex');

/** Replaces the account's codes with ten new ones and answers them (the only time they are readable). */
export const replaceRecoveryCodes = async (db: Db, key: Buffer, userId: number): Promise<string[]> => {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(key, userId, code) })));
  return codes;
};

export const deleteRecoveryCodes = async (db: Db, userId: number) => {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
};

/** Uses an unused code of the account: true once per code (atomic, so two requests cannot both use it). */
export const useRecoveryCode = async (db: Db, key: Buffer, userId: number, code: string) => {
  if (normaliseRecoveryCode(code).length !== 8) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(key, userId, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
};
