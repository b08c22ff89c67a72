import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';

/** The code of the authenticator app for `secret` at `atMs` (default: now), `stepsAhead` 30-second steps on. */
export const totpCode = (secret: string, stepsAhead = 0, atMs = Date.now()) =>
  generate({ secret, epoch: Math.floor(atMs / 1000) + stepsAhead * 30 });

/** Starts (with the password) and confirms two-factor sign-in for the signed-in account; its secret and codes. */
export const turnOnTwoFactor = async (
  app: FastifyInstance,
  auth: Record<string, string>,
  password: string,
) => {
  const started = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/start',
    headers: auth,
    payload: { password },
  });
  if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const { secret } = started.json<{ data: { secret: string } }>().data;
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    headers: auth,
    payload: { code: await totpCode(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return {
    secret,
    recoveryCodes: confirmed.json<{ data: { recovery_codes: string[] } }>().data.recovery_codes,
  };
};

/** The challenge `POST /auth/login` answers for an account with two-factor sign-in. */
export const passwordStep = async (
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress?: string,
) => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (response.statusCode !== 200) throw new Error(`login: ${response.statusCode} ${response.body}`);
  const data = response.json<{ data: { two_factor_required?: boolean; challenge?: string } }>().data;
  if (!data.two_factor_required || !data.challenge) throw new Error(`no challenge: ${response.body}`);
  return data.challenge;
};
