import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { accountMessages } from '@coachboard/contract';
import { UAParser } from 'ua-parser-js';
import type { Database } from '../../db/client.js';

/** The browser and system a user agent names, e.g. 'Chrome 131 on Linux'; 'Unknown browser' when it names none. */
export const describeBrowser = (userAgent: string | null | undefined): string => {
  if (!userAgent) return accountMessages.unknownBrowser;
  const { browser, os } = UAParser(userAgent);
  const name = browser.name ? [browser.name, browser.major].filter(Boolean).join(' ') : null;
  if (!name)
    return os.name ? `${accountMessages.unknownBrowser} on ${os.name}` : accountMessages.unknownBrowser;
  return os.name ? `${name} on ${os.name}` : name;
};

/**
 * What makes a browser "seen before": its name and operating system, without versions (every browser update
 * would otherwise look like a new browser), hashed so the table holds no user agent text.
 */
export const browserKey = (userAgent: string | null | undefined): string => {
  const { browser, os } = UAParser(userAgent ?? '');
  const identity = `${browser.name ?? '?'}|${os.name ?? '?'}`.toLowerCase();
  return crypto.createHash('sha256').update(identity).digest('base64url');
};

/**
 * Records the browser as one the account signs in with and says whether to send the new-browser notice: only
 * for a browser not seen before on an account that already had known browsers, so the very first sign-in
 * (after an invitation, or of an account older than the notice) is recorded without a mail.
 */
export const rememberBrowser = async (db: Database, userId: number, userAgent: string | null) => {
  const result = await db.execute<{ inserted: boolean; had_others: boolean }>(sql`
    with earlier as (select exists (select 1 from known_browsers where user_id = ${userId}) as had_others),
    upsert as (
      insert into known_browsers (user_id, browser_key) values (${userId}, ${browserKey(userAgent)})
      on conflict (user_id, browser_key) do update set last_seen_at = now()
      returning (xmax = 0) as inserted
    )
    select upsert.inserted, earlier.had_others from upsert, earlier`);
  const row = result.rows[0];
  return { notify: Boolean(row?.inserted && row.had_others) };
};
