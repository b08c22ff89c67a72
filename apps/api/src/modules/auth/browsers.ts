import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { accountMessages } from '@coachboard/contract';
import { UAParser } from 'ua-parser-js';
import type { Database } from '../../db/client.js';

const { NAME, VERSION } = UAParser.BROWSER;

/**
 * Browsers that ua-parser-js 1.x (MIT) reports under another name (the engine's, or a web view's) while the 2.x
 * line the server used before (AGPL) named them. Tried before the parser's own rules. In 1.x's rule format each
 * property takes the next capture group, a fixed name too: the first group only holds the name's place.
 */
const laterBrowsers = [
  [/\b(Brave) Chrome\/([\w.]+)/i],
  [[NAME, 'Brave'], VERSION],
  [/\((Ecosia) (?:android|ios)@([\w.]+)/i],
  [[NAME, 'Ecosia'], VERSION],
  [/\b(Chrome)\/([\w.]+).*\bEdgW\//],
  [[NAME, 'Edge WebView2'], VERSION],
  [/\b(WebView)\/[\w.]+\).*\bEdge\/([\w.]+)/],
  [[NAME, 'Edge WebView'], VERSION],
  [/\b(qutebrowser|Atlas|Zalo)\/([\w.]+)/i],
  [NAME, VERSION],
  [/\b(Valve Steam)\b/],
  [[NAME, 'Steam']],
  [/\b(trill|musical_ly)_\d+.*\bapp_version\/([\w.]+)/, /\b(trill|musical_ly)_([\d.]+)/],
  [[NAME, 'TikTok'], VERSION],
  [/\b(Bing)(?:Sapphire|Web)\/([\w.]+)/],
  [NAME, VERSION],
];
const laterSystems = [[/\b(Pico) [^;)]*\bOS([\w.]+) like Quest\b/i], [[NAME, 'Pico'], VERSION]];

/** Systems the 1.x line names the older way. */
const systemNames = new Map([
  ['Mac OS', 'macOS'],
  ['Chromium OS', 'Chrome OS'],
]);

/** 2.x calls Chrome, Firefox and Safari on phones and tablets 'Mobile Chrome', 'Mobile Firefox', 'Mobile Safari'. */
const mobileWhen = new Map<string, (userAgent: string, system: string | undefined) => boolean>([
  ['Chrome', (ua, system) => /\b(?:CriOS|CrMo)\//.test(ua) || (system === 'Android' && / Mobile\b/.test(ua))],
  ['Firefox', (ua) => /\bFxiOS\//.test(ua) || /[(;] ?(?:Mobile|Tablet);/.test(ua)],
  ['Safari', (ua, system) => system === 'iOS' && /\bMobile\//.test(ua)],
]);

/**
 * The browser and system a user agent names, as ua-parser-js 2.x named them: the names feed `browserKey`, whose
 * hashes are stored, so a name that changed would make every known browser "new" again and send a wave of
 * new-browser mails. test/auth/browser-names.test.ts holds user agents with the names 2.x gave them.
 */
const parse = (userAgent: string) => {
  const { browser, os } = new UAParser(userAgent, { browser: laterBrowsers, os: laterSystems }).getResult();
  const system = os.name ? (systemNames.get(os.name) ?? os.name) : undefined;
  const mobile = browser.name !== undefined && mobileWhen.get(browser.name)?.(userAgent, system);
  return { name: mobile ? `Mobile ${browser.name}` : browser.name, major: browser.major, system };
};

/** The browser and system a user agent names, e.g. 'Chrome 131 on Linux'; 'Unknown browser' when it names none. */
export const describeBrowser = (userAgent: string | null | undefined): string => {
  if (!userAgent) return accountMessages.unknownBrowser;
  const { name, major, system } = parse(userAgent);
  const label = name ? [name, major].filter(Boolean).join(' ') : null;
  if (!label)
    return system ? `${accountMessages.unknownBrowser} on ${system}` : accountMessages.unknownBrowser;
  return system ? `${label} on ${system}` : label;
};

/**
 * What makes a browser "seen before": its name and operating system, without versions (every browser update
 * would otherwise look like a new browser), hashed so the table holds no user agent text.
 */
export const browserKey = (userAgent: string | null | undefined): string => {
  const { name, system } = parse(userAgent ?? '');
  const identity = `${name ?? '?'}|${system ?? '?'}`.toLowerCase();
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
