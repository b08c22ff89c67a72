import crypto from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@coachboard/contract';
import { signAccessToken, verifyAccessToken } from '../../src/modules/auth/access-tokens.js';

// The verifier alone, no database: what it accepts and everything it must refuse (returns null, never throws).
const key = new Uint8Array(crypto.randomBytes(32));
const claims = { userId: 42, sessionId: crypto.randomUUID(), tokenVersion: 3 };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hmac = (algorithm: string, secret: Uint8Array, input: string) =>
  crypto.createHmac(algorithm, secret).update(input).digest('base64url');

/** A token built by hand: any header, any payload, HMAC-SHA256 with the key given (none: empty signature). */
const handMade = (header: object, payload: object, secret: Uint8Array | null = key, algorithm = 'sha256') => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${secret ? hmac(algorithm, secret, input) : ''}`;
};

const now = () => Math.floor(Date.now() / 1000);
/** The payload of a good token, with overrides (undefined removes a claim). */
const payload = (overrides: Record<string, unknown> = {}) => {
  const base: Record<string, unknown> = {
    sub: String(claims.userId),
    sid: claims.sessionId,
    ver: claims.tokenVersion,
    jti: crypto.randomUUID(),
    iss: 'coachboard',
    aud: 'coachboard-api',
    iat: now(),
    exp: now() + ACCESS_TOKEN_TTL_SECONDS,
    ...overrides,
  };
  for (const [name, value] of Object.entries(base)) if (value === undefined) delete base[name];
  return base;
};
const HEADER = { alg: 'HS256', typ: 'JWT' };

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('signs HS256 tokens with typ JWT and the claims sub, sid, ver, jti, iss, aud, iat, exp, and verifies them', () => {
    const token = signAccessToken(key, claims);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const decoded = decodeJwt(token);
    expect(Object.keys(decoded).sort()).toEqual(['aud', 'exp', 'iat', 'iss', 'jti', 'sid', 'sub', 'ver']);
    expect(decoded).toMatchObject({
      sub: '42',
      sid: claims.sessionId,
      ver: 3,
      iss: 'coachboard',
      aud: 'coachboard-api',
    });
    expect(decoded.exp! - decoded.iat!).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(Math.abs(decoded.iat! - now())).toBeLessThanOrEqual(1);
    expect(verifyAccessToken(key, token)).toEqual(claims);
    expect(signAccessToken(key, claims)).not.toBe(token); // a fresh jti each time
  });

  it('accepts a token jose signed the way the API used to (tokens issued before the switch stay valid)', async () => {
    const token = await new SignJWT({ sid: claims.sessionId, ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('42')
      .setIssuer('coachboard')
      .setAudience('coachboard-api')
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime('900s')
      .sign(key);
    expect(verifyAccessToken(key, token)).toEqual(claims);
    expect(verifyAccessToken(key, handMade(HEADER, payload()))).toEqual(claims);
    // aud as an array holding ours, as jose accepted
    expect(verifyAccessToken(key, handMade(HEADER, payload({ aud: ['other', 'coachboard-api'] })))).toEqual(
      claims,
    );
  });

  it('refuses unsigned tokens (alg none), with or without a signature', () => {
    const unsigned = handMade({ alg: 'none', typ: 'JWT' }, payload(), null);
    expect(verifyAccessToken(key, unsigned)).toBeNull();
    expect(verifyAccessToken(key, handMade({ alg: 'none', typ: 'JWT' }, payload()))).toBeNull();
    // HS256 header, signature stripped
    const [header, body] = signAccessToken(key, claims).split('.');
    expect(verifyAccessToken(key, `${header}.${body}.`)).toBeNull();
    expect(verifyAccessToken(key, `${header}.${body}`)).toBeNull();
  });

  it('refuses other algorithms, even with the right key (HS384, HS512, RS256, ES256, EdDSA)', async () => {
    for (const [alg, digest] of [
      ['HS384', 'sha384'],
      ['HS512', 'sha512'],
    ] as const) {
      expect(verifyAccessToken(key, handMade({ alg, typ: 'JWT' }, payload(), key, digest))).toBeNull();
      const viaJose = await new SignJWT(payload()).setProtectedHeader({ alg }).sign(key);
      expect(verifyAccessToken(key, viaJose)).toBeNull();
    }
    // Algorithm confusion: an asymmetric alg in the header over an HMAC signature made with our key.
    for (const alg of ['RS256', 'ES256', 'EdDSA', 'PS256']) {
      expect(verifyAccessToken(key, handMade({ alg, typ: 'JWT' }, payload()))).toBeNull();
    }
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rs256 = await new SignJWT(payload()).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    expect(verifyAccessToken(key, rs256)).toBeNull();
  });

  it('refuses a bad signature: another key, a tampered payload, a tampered signature', () => {
    expect(verifyAccessToken(key, signAccessToken(crypto.randomBytes(32), claims))).toBeNull();
    expect(verifyAccessToken(key, handMade(HEADER, payload(), new Uint8Array(32)))).toBeNull();
    const [header, , signature] = signAccessToken(key, claims).split('.');
    const tampered = `${header}.${b64(payload({ sub: '43' }))}.${signature}`;
    expect(verifyAccessToken(key, tampered)).toBeNull();
    const flipped = signature!.startsWith('A') ? `B${signature!.slice(1)}` : `A${signature!.slice(1)}`;
    expect(verifyAccessToken(key, `${header}.${b64(payload())}.${flipped}`)).toBeNull();
    const token = signAccessToken(key, claims);
    expect(verifyAccessToken(key, `${token.slice(0, -2)}`)).toBeNull();
  });

  it('refuses an expired token, and is exact at the second of exp (RFC 7519: now must be before exp)', () => {
    expect(verifyAccessToken(key, handMade(HEADER, payload({ exp: now() - 1 })))).toBeNull();
    expect(
      verifyAccessToken(key, handMade(HEADER, payload({ iat: now() - 1000, exp: now() - 100 }))),
    ).toBeNull();

    const exp = now() + 60;
    const token = handMade(HEADER, payload({ exp }));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exp * 1000 - 1);
    expect(verifyAccessToken(key, token)).toEqual(claims);
    vi.setSystemTime(exp * 1000);
    expect(verifyAccessToken(key, token)).toBeNull();
    vi.setSystemTime(exp * 1000 + 1);
    expect(verifyAccessToken(key, token)).toBeNull();
  });

  it('refuses a token not yet valid (nbf in the future)', () => {
    expect(verifyAccessToken(key, handMade(HEADER, payload({ nbf: now() + 60 })))).toBeNull();
    expect(verifyAccessToken(key, handMade(HEADER, payload({ nbf: now() - 60 })))).toEqual(claims);
    expect(verifyAccessToken(key, handMade(HEADER, payload({ nbf: 'yesterday' })))).toBeNull();
  });

  it('refuses the wrong issuer or audience, and a token without them', () => {
    for (const overrides of [
      { iss: 'someone-else' },
      { iss: undefined },
      { iss: ['coachboard'] },
      { aud: 'coachboard-web' },
      { aud: undefined },
      { aud: [] },
      { aud: ['other'] },
    ]) {
      expect(
        verifyAccessToken(key, handMade(HEADER, payload(overrides))),
        JSON.stringify(overrides),
      ).toBeNull();
    }
  });

  it('refuses missing or mistyped time claims (exp, iat)', () => {
    for (const overrides of [
      { exp: undefined },
      { exp: String(now() + 600) },
      { exp: null },
      { iat: undefined },
      { iat: String(now()) },
    ]) {
      expect(
        verifyAccessToken(key, handMade(HEADER, payload(overrides))),
        JSON.stringify(overrides),
      ).toBeNull();
    }
  });

  it('refuses claim shapes the API does not sign: sub, sid, ver', () => {
    for (const overrides of [
      { sub: undefined },
      { sub: 'admin' },
      { sub: '1.5' },
      { sub: String(2 ** 60) },
      { sub: 42 },
      { sid: undefined },
      { sid: 7 },
      { ver: undefined },
      { ver: '3' },
    ]) {
      expect(
        verifyAccessToken(key, handMade(HEADER, payload(overrides))),
        JSON.stringify(overrides),
      ).toBeNull();
    }
  });

  it('refuses a critical header extension it does not know', () => {
    expect(verifyAccessToken(key, handMade({ ...HEADER, crit: ['exp'], exp: 1 }, payload()))).toBeNull();
    expect(
      verifyAccessToken(key, handMade({ ...HEADER, crit: ['x-coachboard'], 'x-coachboard': 1 }, payload())),
    ).toBeNull();
  });

  it('refuses malformed tokens without throwing', () => {
    const [header, body, signature] = signAccessToken(key, claims).split('.');
    const input = `${header}.${body}`;
    for (const token of [
      '',
      'not-a-jwt',
      'a.b',
      'a.b.c',
      `${input}.${signature}.extra`,
      `${header}.${body}=.${signature}`,
      `${header} .${body}.${signature}`,
      `${header}.${body}.${signature}=`,
      `${b64([1, 2])}.${b64(payload())}.x`,
      `${input.replace(body!, b64('a string'))}.${signature}`,
      handMade(HEADER, [payload()]),
      handMade([HEADER], payload()),
      `${b64(HEADER)}.${Buffer.from('{"sub":').toString('base64url')}.x`,
    ]) {
      expect(verifyAccessToken(key, token), token).toBeNull();
    }
  });
});
