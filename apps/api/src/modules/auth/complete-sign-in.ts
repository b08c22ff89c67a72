import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginResult } from '@coachboard/contract';
import { users, type UserRow } from '../../db/schema/index.js';
import { findUserDto } from './accounts-repository.js';
import { newBrowserMail } from './account-mail.js';
import { accountActor, authEvents, recordAuthEvent } from './auth-events.js';
import { describeBrowser, rememberBrowser } from './browsers.js';
import { createSession } from './session-service.js';

/**
 * What every successful sign-in does once the account is proven (by its password alone, or by the password and
 * the second step): opens the session with the browser and address that signed in, mails a notice when the
 * browser is new to the account (browsers.ts), stamps the last sign-in, records the event, and answers the user
 * with the token pair.
 */
export const completeSignIn = async (
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  rememberMe: boolean,
): Promise<LoginResult> => {
  const userAgent = request.headers['user-agent']?.slice(0, 512) ?? null;
  const pair = await createSession(app.db, app.authKeys, user, rememberMe, {
    userAgent,
    ipAddress: request.ip,
  });
  // A browser (name and system) a panel account has not signed in with before gets a notice through the
  // queue; app users keep the specification's sign-in, without notices.
  const { notify } =
    user.role === 'admin' ? await rememberBrowser(app.db, user.id, userAgent) : { notify: false };
  if (notify) {
    const notice = { browser: describeBrowser(userAgent), address: request.ip, at: new Date() };
    await app.mailer.queue(newBrowserMail(user.email, app.config.publicUrl, notice), request.log);
  }
  await app.db
    .update(users)
    .set({ lastSignInAt: sql`now()` })
    .where(eq(users.id, user.id));
  const actor = accountActor(user);
  await recordAuthEvent(
    request,
    authEvents.signInSucceeded,
    { email: user.email, userId: user.id, sessionId: pair.sessionId, rememberMe },
    {
      action: 'sign-in',
      actor,
      record: { type: 'user', id: user.id, name: actor.name },
      details: { session_id: pair.sessionId, remember_me: rememberMe, role: user.role },
    },
  );
  const dto = await findUserDto(app.db, user.id);
  return { ...dto!, token: pair.token, refresh_token: pair.refresh_token };
};
