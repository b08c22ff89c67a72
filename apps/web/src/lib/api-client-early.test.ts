import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { seedSession } from '@/test/session';
import { api, sendEarlyGet } from './api-client';
import { updateTokens } from './session-storage';

const LIST = '/api/training-programs';

describe('api client: a first screen taking over an early request', () => {
  it('answers the screen from the request sent early, without asking again', async () => {
    seedSession();
    let served = 0;
    const { callsTo } = mockApi({ [`GET ${LIST}`]: () => envelope({ answer: (served += 1) }) });

    sendEarlyGet('/training-programs', { page: 2, kind: undefined });
    expect(callsTo('GET', LIST)).toHaveLength(1);
    expect(callsTo('GET', LIST)[0]!.path).toBe(`${LIST}?page=2`);
    expect(callsTo('GET', LIST)[0]!.headers.get('Authorization')).toBe('Bearer access-1');

    expect(await api.get('/training-programs', { query: { page: 2 } })).toEqual({ answer: 1 });
    expect(callsTo('GET', LIST)).toHaveLength(1);
    // Taken once: the next read (a Refresh) is a request of its own.
    expect(await api.get('/training-programs', { query: { page: 2 } })).toEqual({ answer: 2 });
    expect(callsTo('GET', LIST)).toHaveLength(2);
  });

  it('leaves another address, and a screen asking with another token, to a request of their own', async () => {
    seedSession();
    let served = 0;
    const { callsTo } = mockApi({ [`GET ${LIST}`]: () => envelope({ answer: (served += 1) }) });

    sendEarlyGet('/training-programs', { page: 1 });
    expect(await api.get('/training-programs', { query: { page: 3 } })).toEqual({ answer: 2 });
    updateTokens({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(await api.get('/training-programs', { query: { page: 1 } })).toEqual({ answer: 3 });
    expect(callsTo('GET', LIST).map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer access-1',
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it('sends nothing without a stored session', () => {
    const { calls } = mockApi({});
    sendEarlyGet('/training-programs', { page: 1 });
    expect(calls).toHaveLength(0);
  });

  it('leaves a refused early request to the screen, which refreshes the session and asks again', async () => {
    seedSession();
    const { callsTo } = mockApi({
      'POST /api/auth/refresh': () => envelope({ token: 'access-2', refresh_token: 'refresh-2' }),
      [`GET ${LIST}`]: (call) =>
        call.headers.get('Authorization') === 'Bearer access-2'
          ? envelope({ fresh: true })
          : errorResponse(401, 'Unauthenticated'),
    });

    sendEarlyGet('/training-programs', { page: 1 });
    expect(await api.get('/training-programs', { query: { page: 1 } })).toEqual({ fresh: true });
    expect(callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(callsTo('GET', LIST)).toHaveLength(3);
  });

  it('drops an early answer once something is written, or when forgotten', async () => {
    seedSession();
    let served = 0;
    const { callsTo } = mockApi({
      [`GET ${LIST}`]: () => envelope({ answer: (served += 1) }),
      [`POST ${LIST}/create-admin-program`]: () => envelope({ id: 1 }),
    });

    sendEarlyGet('/training-programs', { page: 1 });
    await api.post('/training-programs/create-admin-program', { name: 'New' });
    expect(await api.get('/training-programs', { query: { page: 1 } })).toEqual({ answer: 2 });

    const forget = sendEarlyGet('/training-programs', { page: 1 });
    forget();
    expect(await api.get('/training-programs', { query: { page: 1 } })).toEqual({ answer: 4 });
    expect(callsTo('GET', LIST)).toHaveLength(4);
  });
});
