import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import type { RunEnvironment } from '../../support/run-environment';

/** A browser of its own (no shared cookies or storage), as a second device would be. */
const newBrowserContext = (browser: Browser, run: RunEnvironment) =>
  browser.newContext({
    baseURL: run.baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
  });

const signIn = async (page: Page, email: string, password: string) => {
  await page.goto('/auth/sign-in');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/programs$/);
};

// An account of its own: the shared e2e admin has sessions from every other story.
test('a member signed in on two browsers signs the other one out from My account', async ({
  browser,
  db,
  run,
}, testInfo) => {
  const email = `sessions-${uniqueSuffix()}@example.com`;
  const password = 'amber-quarry-willow-58';
  await db.createUser({ email, password, role: 'admin', firstName: 'Sasha', lastName: 'Sessions' });

  const first = await newBrowserContext(browser, run);
  const second = await newBrowserContext(browser, run);
  try {
    const mine = await first.newPage();
    const other = await second.newPage();
    await signIn(mine, email, password);
    await signIn(other, email, password);

    await test.step('My account lists both sessions, this one marked', async () => {
      await mine.getByRole('button', { name: 'Profile menu' }).click();
      await mine.getByRole('menuitem', { name: 'My account' }).click();
      await expect(mine).toHaveURL(/\/admin\/account$/);
      await expect(mine.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
      const sessions = mine.getByRole('region', { name: 'Sessions' });
      const rows = sessions.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(3); // the header and two sessions
      await expect(sessions.getByText('This device')).toHaveCount(1);
      await expect(sessions.getByRole('button', { name: /^Sign out (?!all other sessions)/ })).toHaveCount(1);
      await snap(mine, testInfo, 'account-sessions');
    });

    await test.step('signing the other session out', async () => {
      const sessions = mine.getByRole('region', { name: 'Sessions' });
      const signOut = sessions.getByRole('button', { name: /^Sign out (?!all other sessions)/ });
      await expect(signOut).toHaveText('Sign out');
      await signOut.click();
      await expect(sessions.getByRole('table').getByRole('row')).toHaveCount(2);
      await expect(sessions.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
    });

    await test.step("the other browser's next action goes to sign-in", async () => {
      await other
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Users', exact: true })
        .click();
      await expect(other).toHaveURL(/\/auth\/sign-in/);
      await expect(other.getByRole('button', { name: 'Sign In' })).toBeVisible();
    });

    await test.step('this browser stays signed in', async () => {
      await mine.reload();
      await expect(mine.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
      await expect(mine.getByRole('region', { name: 'Sessions' }).getByText('This device')).toBeVisible();
    });
  } finally {
    await first.close();
    await second.close();
  }
});
