import { authMessages, REMEMBER_ME_FLAG, storageKeys } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { breadcrumb } from '../../support/app-shell';
import { uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { readStoredSession } from '../../fixtures/session';
import type { Page } from '@playwright/test';

const signInForm = (page: Page) => ({
  email: page.getByRole('textbox', { name: 'Email', exact: true }),
  password: page.getByRole('textbox', { name: 'Password', exact: true }),
  rememberMe: page.getByLabel('Remember me'),
  submit: page.getByRole('button', { name: 'Sign In' }),
});

const expectFreshTimestamp = (value: string | null | undefined) => {
  const stamp = Number(value);
  expect(Number.isFinite(stamp), `login timestamp "${value}"`).toBe(true);
  expect(Math.abs(Date.now() - stamp)).toBeLessThan(60_000);
};

test.describe('Sign-in', () => {
  test('with remember me keeps the session in localStorage', async ({ page, run }, testInfo) => {
    await page.goto('/auth/sign-in');
    await expect(page.getByText('Administrator access only')).toBeVisible();
    await expect(page.getByText('Need admin access? Contact your system administrator.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await snap(page, testInfo, 'sign-in-page');

    const form = signInForm(page);
    await form.email.fill(run.adminEmail);
    await form.password.fill(run.adminPassword);
    await form.rememberMe.check();

    // Hold the answer back a moment to see the busy label.
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await form.submit.click();
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeVisible();

    await expect(page).toHaveURL(/\/admin\/programs$/);
    await expect(breadcrumb(page)).toContainText('Programs');

    const stored = await readStoredSession(page);
    expect(stored.local[storageKeys.rememberMe]).toBe(REMEMBER_ME_FLAG);
    expect(stored.local[storageKeys.token]).toBeTruthy();
    expect(stored.local[storageKeys.refreshToken]).toBeTruthy();
    expectFreshTimestamp(stored.local[storageKeys.loginTimestamp]);
    expect(stored.session[storageKeys.token]).toBeNull();

    // The stored token is a real session of this admin.
    const me = await page.request.get('/api/me', {
      headers: { Authorization: `Bearer ${stored.local[storageKeys.token]}` },
    });
    expect(me.status()).toBe(200);
    expect((await me.json()).data.email).toBe(run.adminEmail);

    // Remembered: a new tab of the same browser is still signed in.
    const secondTab = await page.context().newPage();
    await secondTab.goto('/admin/programs');
    await expect(secondTab).toHaveURL(/\/admin\/programs$/);
    await secondTab.close();
  });

  test('without remember me keeps the session in sessionStorage', async ({ page, run }) => {
    await page.goto('/auth/sign-in');
    const form = signInForm(page);
    await form.email.fill(run.adminEmail);
    await form.password.fill(run.adminPassword);
    await expect(form.rememberMe).not.toBeChecked();
    await form.submit.click();
    await expect(page).toHaveURL(/\/admin\/programs$/);

    const stored = await readStoredSession(page);
    expect(stored.session[storageKeys.token]).toBeTruthy();
    expect(stored.session[storageKeys.refreshToken]).toBeTruthy();
    expectFreshTimestamp(stored.session[storageKeys.loginTimestamp]);
    expect(stored.local[storageKeys.token]).toBeNull();
    expect(stored.local[storageKeys.refreshToken]).toBeNull();
    expect(stored.local[storageKeys.rememberMe]).not.toBe(REMEMBER_ME_FLAG);

    // A reload keeps the tab's session ...
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/programs$/);
    // ... but a new tab does not share sessionStorage, so it must sign in.
    const secondTab = await page.context().newPage();
    await secondTab.goto('/admin/programs');
    await expect(secondTab).toHaveURL(/\/auth\/sign-in$/);
    await secondTab.close();
  });

  test('a wrong password shows the server message in a banner', async ({ page, run }) => {
    await page.goto('/auth/sign-in');
    const form = signInForm(page);
    await form.email.fill(run.adminEmail);
    await form.password.fill('Not-the-password-1!');
    await form.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: authMessages.invalidCredentials })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    const stored = await readStoredSession(page);
    expect(stored.local[storageKeys.token]).toBeNull();
    expect(stored.session[storageKeys.token]).toBeNull();
  });

  test('refuses a non-admin with the exact message and clears the session', async ({
    page,
    db,
  }, testInfo) => {
    const member = await db.createUser({
      email: `member-${uniqueSuffix()}@example.com`,
      password: 'Member-Pass1!',
      role: 'user',
      firstName: 'Mia',
      lastName: 'Member',
    });
    await page.goto('/auth/sign-in');
    const form = signInForm(page);
    await form.email.fill(member.email);
    await form.password.fill(member.password!);
    await form.rememberMe.check();
    await form.submit.click();

    await expect(page.getByText(authMessages.accessDenied, { exact: true })).toBeVisible();
    expect(authMessages.accessDenied).toBe('Access denied. Only authorized administrators can sign in.');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await snap(page, testInfo, 'non-admin-refused');

    const stored = await readStoredSession(page);
    for (const storage of [stored.local, stored.session]) {
      expect(storage[storageKeys.token]).toBeNull();
      expect(storage[storageKeys.refreshToken]).toBeNull();
      expect(storage[storageKeys.loginTimestamp]).toBeNull();
      expect(storage[storageKeys.rememberMe]).toBeNull();
    }
    await page.goto('/admin/programs');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });
});

test.describe('Auth guard', () => {
  test('redirects to sign-in and returns to the remembered location', async ({ page, run }) => {
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);

    const form = signInForm(page);
    await form.email.fill(run.adminEmail);
    await form.password.fill(run.adminPassword);
    await form.submit.click();

    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(breadcrumb(page)).toContainText('Users');

    // An authenticated visitor opening the sign-in page goes straight to the programs.
    await page.goto('/auth/sign-in');
    await expect(page).toHaveURL(/\/admin\/programs$/);
  });

  test('root and /auth redirect', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await page.goto('/');
    // / goes to /admin/programs, which sends a visitor without a session on to sign-in.
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });
});

test.describe('Log out', () => {
  test('signs out, clears the stored session and ends it on the server', async ({ adminPage: page, run }) => {
    await expect(page).toHaveURL(/\/admin\/programs$/);
    const before = await readStoredSession(page);
    const refreshToken = before.local[storageKeys.refreshToken];
    expect(refreshToken).toBeTruthy();

    await page.getByRole('button', { name: 'Profile menu' }).click();
    // The greeting uses the part of the e-mail before the at-sign.
    await expect(page.getByRole('menu').getByText(`Hey, ${run.adminEmail.split('@')[0]}`)).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Newsletter Settings' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();

    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    const after = await readStoredSession(page);
    for (const storage of [after.local, after.session]) {
      expect(storage[storageKeys.token]).toBeNull();
      expect(storage[storageKeys.refreshToken]).toBeNull();
      expect(storage[storageKeys.rememberMe]).toBeNull();
      expect(storage[storageKeys.loginTimestamp]).toBeNull();
    }
    // The family is revoked: the old refresh token no longer works.
    const refresh = await page.request.post('/api/auth/refresh', {
      headers: { Authorization: `Bearer ${refreshToken}` },
    });
    expect(refresh.status()).toBe(401);

    await page.goto('/admin/programs');
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });
});
