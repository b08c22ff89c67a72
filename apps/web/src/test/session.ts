import { startSession } from '@/lib/session-storage';

/** Stores a signed-in session as the sign-in form would. */
export const seedSession = (rememberMe = false, now = Date.now()) =>
  startSession({ token: 'access-1', refreshToken: 'refresh-1' }, rememberMe, now);
