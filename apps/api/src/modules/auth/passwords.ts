import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id; the package declares a const enum, which isolatedModules cannot import as a value.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let timingHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown e-mail answers no faster than a wrong password. */
export const spendPasswordCheck = async (password: string) => {
  timingHash ??= hashPassword('coachboard-timing-equaliser');
  await verifyPassword(await timingHash, password);
};
