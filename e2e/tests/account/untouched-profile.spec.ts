import type { Page } from '@playwright/test';
import { accountMessages } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { hashPassword } from '../../fixtures/database';
import { snap } from '../../fixtures/screenshots';

const openMyAccount = async (page: Page) => {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  return page.getByRole('region', { name: 'Profile' });
};

/** Presses Save on the Profile as it opened: the name is saved and no field is marked wrong. */
const saveUntouched = async (page: Page, expected: { first: string; last: string }) => {
  const profile = await openMyAccount(page);
  await expect(profile.getByRole('textbox', { name: /First name/ })).toHaveValue(expected.first);
  await expect(profile.getByRole('textbox', { name: /Last name/ })).toHaveValue(expected.last);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/account') && response.request().method() === 'PATCH',
  );
  await profile.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(accountMessages.updated)).toBeVisible();
  await expect(profile.locator('[aria-invalid="true"]')).toHaveCount(0);
};

test('the first-start admin (an owner with no last name) saves My account as it opened', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const before = await api.get<{ first_name: string | null; last_name: string | null }>('me');
  expect(before.last_name).toBeNull();
  await saveUntouched(page, { first: before.first_name ?? '', last: '' });
  await snap(page, testInfo, 'account-untouched-admin');
  expect(await api.get('me')).toMatchObject({ first_name: before.first_name, last_name: null });
});

// The demo seed's coach and moderator have no password (nobody signs in as them); the story gives them one for
// its own sign-in and takes it away again, leaving their names as seeded.
for (const seeded of [
  { email: 'coach@example.com', first: 'Carla', last: 'Coach' },
  { email: 'moderator@example.com', first: 'Milo', last: 'Moderator' },
]) {
  test(`the demo seed's ${seeded.email} saves My account as it opened`, async ({ page, db }) => {
    const password = 'saffron-glacier-mill-63';
    const { rowCount } = await db.client.query(
      `UPDATE users SET password_hash = $2 WHERE lower(email) = $1 AND deleted_at IS NULL`,
      [seeded.email, await hashPassword(password)],
    );
    expect(rowCount, `the demo seed's ${seeded.email}`).toBe(1);
    try {
      await page.goto('/auth/sign-in');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(seeded.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/admin\//);
      await saveUntouched(page, seeded);
    } finally {
      await db.client.query(`UPDATE users SET password_hash = NULL WHERE lower(email) = $1`, [seeded.email]);
    }
  });
}
