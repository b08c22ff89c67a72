import { api } from '@/lib/api-client';
import { getAccessToken, getRefreshToken } from '@/lib/session-storage';

/**
 * Revokes the session on the server. The refresh token outlives the access token, so it is the bearer when
 * present; no refresh is attempted. The caller clears the local session whatever the answer.
 */
export const logout = async (authToken = getRefreshToken() ?? getAccessToken()) => {
  if (!authToken) return;
  await api.request<null>('POST', '/auth/logout', { authToken });
};
