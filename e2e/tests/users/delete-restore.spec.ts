import { DEFAULT_TRASH_RETENTION_DAYS, userMessages, type User } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';

test('delete a user after confirming, then restore them', async ({ adminPage: page, api, db }, testInfo) => {
  const user = await db.createUser({
    email: `henry.${uniqueSuffix()}@example.com`,
    firstName: 'Henry',
    lastName: `Clarke${uniqueSuffix().replace(/\d/g, 'k')}`,
  });
  await page.goto(`/admin/users/${user.id}`);

  await test.step('delete asks first', async () => {
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: userMessages.deleteTitle });
    await expect(confirm.getByText(userMessages.deleteConfirm(DEFAULT_TRASH_RETENTION_DAYS))).toBeVisible();
    await snap(page, testInfo, 'delete-user-confirm');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Restore' })).toBeVisible();
    await expect(page.getByText('Inactive').first()).toBeVisible();
    expect((await api.get<User>(`users/${user.id}`)).is_active).toBe(false);
  });

  await test.step('the Active filter leaves them out, Inactive shows them', async () => {
    await page.goto(`/admin/users?status=active&search=${encodeURIComponent(user.lastName!)}`);
    await expect(page.getByText('No users found')).toBeVisible();
    await page.getByRole('button', { name: 'Inactive', exact: true }).click();
    await expect(
      page.getByRole('table', { name: 'Users' }).getByRole('link', { name: user.fullName, exact: true }),
    ).toBeVisible();
  });

  await test.step('restore', async () => {
    await page.goto(`/admin/users/${user.id}`);
    await page.getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
    expect((await api.get<User>(`users/${user.id}`)).is_active).toBe(true);
  });
});
