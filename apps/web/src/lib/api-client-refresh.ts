import { sessionMessages } from '@coachboard/contract/session';
import { ApiError } from './api-error';
import { isRecord, parseJson } from './api-client-envelope';
import { API_BASE } from './api-client-url';
import { clearSession, getAccessToken, getRefreshToken, updateTokens } from './session-storage';
import { notifySessionEnded } from './session-events';

const REFRESH_PATH = '/auth/refresh';

const pickTokenPair = (value: unknown) => {
  if (!isRecord(value)) return null;
  const { token, refresh_token: refreshToken } = value;
  if (typeof token === 'string' && token && typeof refreshToken === 'string' && refreshToken) {
    return { token, refreshToken };
  }
  return null;
};

const endSession = (): never => {
  clearSession();
  notifySessionEnded();
  throw new ApiError(sessionMessages.sessionExpired, 401);
};

const performRefresh = async () => {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return endSession();
  const response = await fetch(`${API_BASE}${REFRESH_PATH}`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${refreshToken}` },
  });
  if (!response.ok) return endSession();
  const parsed = parseJson(await response.text());
  const body = parsed.ok ? parsed.value : undefined;
  const pair = pickTokenPair(body) ?? pickTokenPair(isRecord(body) ? body.data : undefined);
  if (!pair) return endSession();
  updateTokens(pair);
};

let refreshInFlight: Promise<void> | null = null;

/** Every caller that needs a refresh at the same time waits for the same request. */
export const refreshSession = () => {
  refreshInFlight ??= performRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
};

/** A request sent with a token that has since been replaced only needs a retry, not another refresh. */
export const ensureFreshSession = async (tokenUsed: string | null) => {
  const current = getAccessToken();
  if (current && current !== tokenUsed && !refreshInFlight) return;
  await refreshSession();
};
