import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownBrowsers } from '../../src/db/schema/index.js';
import { browserKey, describeBrowser, rememberBrowser } from '../../src/modules/auth/browsers.js';
import { createAdmin } from '../helpers/factories.js';
import { mailsTo, readOutbox } from '../helpers/outbox.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { FIREFOX_WINDOWS, signInWith } from './account-helpers.js';
import namedBefore from './ua-parser-2-names.json' with { type: 'json' };

/**
 * User agents with the browser and system names ua-parser-js 2.0.10 (the AGPL parser the server used before
 * 1.x) gave them, and the key and label the server derived from those names. Keys stored before the change must
 * stay the same, or every known browser would count as new again.
 */
type NamedBefore = { userAgent: string; browser: string | null; major: string | null; os: string | null };
const entries = namedBefore as NamedBefore[];

const keyBefore = ({ browser, os }: NamedBefore) =>
  crypto
    .createHash('sha256')
    .update(`${browser ?? '?'}|${os ?? '?'}`.toLowerCase())
    .digest('base64url');
const labelBefore = ({ browser, major, os }: NamedBefore) => {
  const name = browser ? [browser, major].filter(Boolean).join(' ') : null;
  if (!name) return os ? `Unknown browser on ${os}` : 'Unknown browser';
  return os ? `${name} on ${os}` : name;
};

const byUserAgent = (fragment: string) => entries.find((entry) => entry.userAgent.includes(fragment))!;

describe('browser names kept from ua-parser-js 2.x', () => {
  it('gives every user agent of the list the key and the label the server gave it before', () => {
    expect(entries.length).toBeGreaterThan(100);
    const keys = entries.filter((entry) => browserKey(entry.userAgent) !== keyBefore(entry));
    expect(keys.map((entry) => `${labelBefore(entry)}: ${entry.userAgent}`)).toEqual([]);
    const labels = entries.filter((entry) => describeBrowser(entry.userAgent) !== labelBefore(entry));
    expect(labels.map((entry) => `${labelBefore(entry)}: ${describeBrowser(entry.userAgent)}`)).toEqual([]);
  });

  it('keeps the names that differ between the two lines', () => {
    const named = (fragment: string) => describeBrowser(byUserAgent(fragment).userAgent);
    expect(named('Intel Mac OS X 10_15_7) AppleWebKit/605.1.15')).toBe('Safari 18 on macOS');
    expect(named('CrOS x86_64')).toBe('Chrome 131 on Chrome OS');
    expect(named('Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/')).toBe(
      'Mobile Chrome 131 on Android',
    );
    expect(named('Android 14; SM-X710')).toBe('Chrome 131 on Android');
    expect(named('CriOS/131')).toBe('Mobile Chrome 131 on iOS');
    expect(named('Android 14; Mobile; rv:133.0')).toBe('Mobile Firefox 133 on Android');
    expect(named('FxiOS/133')).toBe('Mobile Firefox 133 on iOS');
    expect(named('Gecko)  Mobile/15E148 Safari/604.1')).toBe('Mobile Safari on iOS');
    expect(named('Brave Chrome/88')).toBe('Brave 88 on Android');
    expect(named('EdgW/')).toBe('Edge WebView2 91 on Android');
  });
});

describe('no new-browser mails for browsers known before the parser changed', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('finds each browser stored under its old key already known', async () => {
    const { user } = await createAdmin(ctx.db);
    await ctx.db
      .insert(knownBrowsers)
      .values([...new Set(entries.map(keyBefore))].map((key) => ({ userId: user.id, browserKey: key })));
    for (const entry of entries) {
      expect({
        userAgent: entry.userAgent,
        ...(await rememberBrowser(ctx.db, user.id, entry.userAgent)),
      }).toEqual({ userAgent: entry.userAgent, notify: false });
    }
  });

  it('signs in from browsers stored before without a mail, and mails for one that is new', async () => {
    const { user, password } = await createAdmin(ctx.db);
    const stored = [
      byUserAgent('Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1'),
      byUserAgent(
        'iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version',
      ),
      byUserAgent('Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/'),
      byUserAgent('CrOS x86_64'),
    ];
    await ctx.db
      .insert(knownBrowsers)
      .values(stored.map((entry) => ({ userId: user.id, browserKey: keyBefore(entry) })));
    const notices = async () =>
      mailsTo(await readOutbox(ctx.app, ctx.dataDir), user.email).filter((mail) =>
        mail.text.includes('New sign-in to your Coachboard account'),
      );

    for (const [index, entry] of stored.entries()) {
      await signInWith(ctx.app, user.email, password, entry.userAgent, `198.51.100.${index + 20}`);
    }
    expect(await notices()).toHaveLength(0);

    await signInWith(ctx.app, user.email, password, FIREFOX_WINDOWS, '198.51.100.40');
    expect(await notices()).toHaveLength(1);
  });
});
