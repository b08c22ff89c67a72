import type { FastifyInstance } from 'fastify';
import type { LoginResult } from '@coachboard/contract';

export const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const CHROME_LINUX_NEWER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/132.0.0.0 Safari/537.36';
export const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
export const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

/** Signs in through the API with a browser's user agent (and address); throws unless 200. */
export const signInWith = async (
  app: FastifyInstance,
  email: string,
  password: string,
  userAgent: string,
  remoteAddress = '203.0.113.7',
): Promise<LoginResult> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    remoteAddress,
    payload: { email, password, remember_me: false },
  });
  if (response.statusCode !== 200) throw new Error(`Login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: LoginResult }>().data;
};
