import crypto, { type webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@coachboard/contract';

const ISSUER = 'coachboard';
const AUDIENCE = 'coachboard-api';

export interface AccessTokenClaims {
  userId: number;
  sessionId: string;
  /** users.token_version when the token was minted. */
  tokenVersion: number;
}

/**
 * The raw secret imported as a WebCrypto HMAC key once per key: jose imports a raw Uint8Array on every call,
 * which cost an eighth of an authenticated request.
 */
const importedKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
const hmacKey = (raw: Uint8Array): Promise<webcrypto.CryptoKey> => {
  let key = importedKeys.get(raw);
  if (!key) {
    key = crypto.webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    importedKeys.set(raw, key);
  }
  return key;
};

export const signAccessToken = async (key: Uint8Array, claims: AccessTokenClaims) =>
  new SignJWT({ sid: claims.sessionId, ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(await hmacKey(key));

/** The claims of a valid, unexpired access token, or null. */
export const verifyAccessToken = async (
  key: Uint8Array,
  token: string,
): Promise<AccessTokenClaims | null> => {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string' || typeof payload.ver !== 'number') {
      return null;
    }
    return { userId, sessionId: payload.sid, tokenVersion: payload.ver };
  } catch {
    return null;
  }
};

export const bearerToken = (authorization: string | undefined): string | null => {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match?.[1] ?? null;
};
