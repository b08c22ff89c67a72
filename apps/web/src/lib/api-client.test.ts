import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, errorResponse, jsonResponse, mockApi } from '@/test/api-mock';
import { seedSession } from '@/test/session';
import { api } from './api-client';
import { ApiError } from './api-error';
import { onSessionEnded } from './session-events';
import { getAccessToken, getLoginTimestamp, getRefreshToken } from './session-storage';

/** The seeded access-1 has expired; each refresh hands out a new pair and only the newest token is accepted. */
const refreshingServer = () => {
  let generation = 1;
  const refreshHandler = vi.fn(async () => {
    generation += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
    return envelope({ token: `access-${generation}`, refresh_token: `refresh-${generation}` });
  });
  const protectedHandler = (data: unknown) => (call: { headers: Headers }) =>
    generation > 1 && call.headers.get('Authorization') === `Bearer access-${generation}`
      ? envelope(data)
      : errorResponse(401, 'Unauthenticated');
  return { refreshHandler, protectedHandler };
};

describe('api client: refresh once', () => {
  let unsubscribe: () => void = () => {};
  afterEach(() => unsubscribe());

  it('lets several concurrent 401s share exactly one refresh and retries each request once', async () => {
    seedSession(false, 1000);
    const { refreshHandler, protectedHandler } = refreshingServer();
    const { callsTo } = mockApi({
      'POST /api/auth/refresh': refreshHandler,
      'GET /api/a': protectedHandler('A'),
      'GET /api/b': protectedHandler('B'),
      'GET /api/c': protectedHandler('C'),
    });

    const results = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);

    expect(results).toEqual(['A', 'B', 'C']);
    expect(refreshHandler).toHaveBeenCalledTimes(1);
    for (const path of ['/api/a', '/api/b', '/api/c']) {
      const attempts = callsTo('GET', path);
      expect(attempts).toHaveLength(2);
      expect(attempts[0]?.headers.get('Authorization')).toBe('Bearer access-1');
      expect(attempts[1]?.headers.get('Authorization')).toBe('Bearer access-2');
    }
    const [refreshCall] = callsTo('POST', '/api/auth/refresh');
    expect(refreshCall?.headers.get('Authorization')).toBe('Bearer refresh-1');
    expect(refreshCall?.body).toBeUndefined();
    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(getLoginTimestamp()).toBeGreaterThan(1000);
  });

  it('refreshes on 403 as well and accepts the pair at the top level', async () => {
    seedSession();
    const { callsTo } = mockApi({
      'POST /api/auth/refresh': () => jsonResponse({ token: 'access-2', refresh_token: 'refresh-2' }),
      'GET /api/thing': (call) =>
        call.headers.get('Authorization') === 'Bearer access-2'
          ? envelope('ok')
          : errorResponse(403, 'Forbidden'),
    });

    await expect(api.get('/thing')).resolves.toBe('ok');
    expect(callsTo('GET', '/api/thing')).toHaveLength(2);
  });

  it('retries only once: a second 401 after a successful refresh is raised with its message', async () => {
    seedSession();
    const refresh = vi.fn(() => envelope({ token: 'access-2', refresh_token: 'refresh-2' }));
    const { callsTo } = mockApi({
      'POST /api/auth/refresh': refresh,
      'GET /api/thing': () => errorResponse(401, 'Still not allowed'),
    });

    await expect(api.get('/thing')).rejects.toThrow('Still not allowed');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(callsTo('GET', '/api/thing')).toHaveLength(2);
  });

  it.each([
    ['the refresh is refused', () => errorResponse(401, 'Invalid or expired refresh token')],
    ['the answer lacks refresh_token', () => envelope({ token: 'only-access' })],
  ])('clears the session and raises the expiry message when %s', async (_case, refreshAnswer) => {
    seedSession(true);
    localStorage.setItem('theme', 'dark');
    const ended = vi.fn();
    unsubscribe = onSessionEnded(ended);
    mockApi({
      'POST /api/auth/refresh': refreshAnswer,
      'GET /api/thing': () => errorResponse(401, 'Unauthenticated'),
    });

    const failure = api.get('/thing');
    await expect(failure).rejects.toThrow('Session expired. Please log in again.');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    for (const key of ['auth_token', 'refresh_token', 'remember_me', 'login_timestamp']) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('never refreshes for the public auth calls and sends them without a bearer token', async () => {
    seedSession();
    const refresh = vi.fn(() => envelope({ token: 'x', refresh_token: 'y' }));
    const { callsTo } = mockApi({
      'POST /api/auth/refresh': refresh,
      'POST /api/auth/login': () => errorResponse(401, 'Invalid email or password'),
    });

    await expect(api.post('/auth/login', { email: 'a@b.co', password: 'x' })).rejects.toThrow(
      'Invalid email or password',
    );
    expect(refresh).not.toHaveBeenCalled();
    expect(callsTo('POST', '/api/auth/login')[0]?.headers.get('Authorization')).toBeNull();
  });
});

describe('api client: explicit bearer', () => {
  it('sends the given token and never refreshes with it', async () => {
    seedSession();
    const refresh = vi.fn(() => envelope({ token: 'x', refresh_token: 'y' }));
    const { callsTo } = mockApi({
      'POST /api/auth/refresh': refresh,
      'POST /api/auth/logout': () => errorResponse(401, 'Unauthenticated'),
    });

    await expect(api.request('POST', '/auth/logout', { authToken: 'refresh-1' })).rejects.toThrow(
      'Unauthenticated',
    );
    expect(callsTo('POST', '/api/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer refresh-1');
    expect(refresh).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('access-1');
  });
});

describe('api client: answers and errors', () => {
  it('sends JSON headers and the bearer token, and resolves to the envelope data', async () => {
    seedSession();
    const { calls } = mockApi({ 'POST /api/things': () => envelope({ id: 7 }, 'Created') });

    await expect(api.post('/things', { name: 'x' })).resolves.toEqual({ id: 7 });
    const [call] = calls;
    expect(call?.headers.get('Accept')).toBe('application/json');
    expect(call?.headers.get('Content-Type')).toBe('application/json');
    expect(call?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(call?.body).toEqual({ name: 'x' });
  });

  it('builds the query string and skips empty values; request() returns the whole envelope', async () => {
    seedSession();
    const { calls } = mockApi({ 'GET /api/things': () => envelope([1, 2], 'Listed') });

    const result = await api.request<number[]>('GET', '/things', {
      query: { page: 2, search: 'leg day', status: undefined, type: null },
    });

    expect(result).toEqual({ success: true, message: 'Listed', data: [1, 2] });
    expect(calls[0]?.path).toBe('/api/things?page=2&search=leg+day');
  });

  it("prefers the server's message, then its error field", async () => {
    seedSession();
    mockApi({
      'GET /api/one': () =>
        errorResponse(422, 'Program name is required', { name: ['Program name is required'] }),
      'GET /api/two': () => jsonResponse({ error: 'Legacy failure' }, 400),
    });

    const failure = await api.get('/one').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('Program name is required');
    expect((failure as ApiError).status).toBe(422);
    expect((failure as ApiError).errors).toEqual({ name: ['Program name is required'] });
    await expect(api.get('/two')).rejects.toThrow('Legacy failure');
  });

  it("falls back to 'HTTP error! status: {code}' without a server message", async () => {
    seedSession();
    mockApi({
      'GET /api/empty': () => jsonResponse({ success: false }, 500),
      'GET /api/html': () => new Response('<h1>Bad gateway</h1>', { status: 502 }),
    });

    await expect(api.get('/empty')).rejects.toThrow('HTTP error! status: 500');
    await expect(api.get('/html')).rejects.toThrow('HTTP error! status: 502');
  });

  it("raises 'Failed to parse response JSON' for an unparsable successful body", async () => {
    seedSession();
    mockApi({ 'GET /api/broken': () => new Response('{"success": tru', { status: 200 }) });

    await expect(api.get('/broken')).rejects.toThrow('Failed to parse response JSON');
  });

  it('sends no JSON content type when there is no body', async () => {
    seedSession();
    const { calls } = mockApi({ 'DELETE /api/things/1': () => envelope(null) });

    await api.delete('/things/1');
    expect(calls[0]?.headers.get('Content-Type')).toBeNull();
  });
});
