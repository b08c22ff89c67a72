import crypto from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_SECONDS } from '@coachboard/contract';

const ISSUER = 'coachboard';
const AUDIENCE = 'coachboard-api';

export interface AccessTokenClaims {
  userId: number;
  sessionId: string;
  /** users.token_version when the token was minted. */
  tokenVersion: number;
}

interface TokenCodec {
  sign: (payload: { sub: string; sid: string; ver: number; jti: string }) => string;
  verify: (token: string) => Record<string, unknown>;
}

/**
 * HS256 with fast-jwt, synchronous (node:crypto HMAC + timingSafeEqual): jose verifies through WebCrypto, a
 * promise chain and a thread-pool hop on every authenticated request (~90 µs). Signer and verifier are built
 * once per key. No verified-token cache: a hit still hashes the token (SHA-256, its cache key) and saved ~6 µs
 * of ~9 µs in a micro-benchmark, not worth process-memory state on the auth path.
 */
const codecs = new WeakMap<Uint8Array, TokenCodec>();
const codecFor = (raw: Uint8Array): TokenCodec => {
  let codec = codecs.get(raw);
  if (!codec) {
    const key = Buffer.from(raw); // fast-jwt takes a string or a Buffer, not a plain Uint8Array
    codec = {
      sign: createSigner({
        key,
        algorithm: 'HS256',
        iss: ISSUER,
        aud: AUDIENCE,
        expiresIn: ACCESS_TOKEN_TTL_SECONDS * 1000,
      }),
      verify: createVerifier({
        key,
        // Only HS256: alg "none" (no signature), other HMACs and every asymmetric algorithm are refused.
        algorithms: ['HS256'],
        allowedIss: ISSUER,
        allowedAud: AUDIENCE,
        // fast-jwt checks iss, aud, exp, nbf only when present; jose required iss and aud, and every token
        // this API signs carries exp and iat, so a token without them is not one of ours.
        requiredClaims: ['iss', 'aud', 'exp', 'iat', 'sub'],
      }),
    };
    codecs.set(raw, codec);
  }
  return codec;
};

/** Header {alg: HS256, typ: JWT}; claims sid, ver, sub, jti, aud, iss, iat, exp (iat + 15 minutes). */
export const signAccessToken = (key: Uint8Array, claims: AccessTokenClaims): string =>
  codecFor(key).sign({
    sub: String(claims.userId),
    sid: claims.sessionId,
    ver: claims.tokenVersion,
    jti: crypto.randomUUID(),
  });

/** The claims of a valid, unexpired access token, or null. Synchronous. */
export const verifyAccessToken = (key: Uint8Array, token: string): AccessTokenClaims | null => {
  let payload: Record<string, unknown>;
  try {
    payload = codecFor(key).verify(token);
  } catch {
    return null;
  }
  const { sub, sid, ver, iat, exp } = payload;
  const userId = Number(sub);
  if (
    typeof sub !== 'string' ||
    !Number.isSafeInteger(userId) ||
    typeof sid !== 'string' ||
    typeof ver !== 'number' ||
    // fast-jwt checks iat's type only with maxAge (jose always did). exp is checked by fast-jwt as "now <= exp";
    // RFC 7519 4.1.4 (and jose) want now strictly before exp.
    typeof iat !== 'number' ||
    !(Date.now() < (exp as number) * 1000)
  ) {
    return null;
  }
  return { userId, sessionId: sid, tokenVersion: ver };
};

/** Verifies with the current key, then (during a JWT_SECRET rotation) with the previous one. */
export const verifyWithAuthKeys = (
  keys: { accessToken: Uint8Array; previousAccessToken: Uint8Array | null },
  token: string,
): AccessTokenClaims | null =>
  verifyAccessToken(keys.accessToken, token) ??
  (keys.previousAccessToken ? verifyAccessToken(keys.previousAccessToken, token) : null);

export const bearerToken = (authorization: string | undefined): string | null => {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match?.[1] ?? null;
};
