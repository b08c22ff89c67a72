import type { User } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';

test('inline-edit a name with Enter and cancel another edit with Escape', async ({
  adminPage: page,
  api,
  db,
}, testInfo) => {
  const user = await db.createUser({
    email: `zoe.${uniqueSuffix()}@example.com`,
    firstName: 'Zoe',
    lastName: 'Bronte',
  });
  await page.goto(`/admin/users/${user.id}`);
  await expect(page.getByRole('heading', { name: 'Zoe Bronte' })).toBeVisible();

  await test.step('Enter saves', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    const firstName = page.getByRole('textbox', { name: 'First Name' });
    await firstName.fill('Zoë');
    await snap(page, testInfo, 'inline-edit');
    await firstName.press('Enter');
    await expect(page.getByRole('heading', { name: 'Zoë Bronte' })).toBeVisible();
    expect((await api.get<User>(`users/${user.id}`)).first_name).toBe('Zoë');
  });

  await test.step('Escape cancels', async () => {
    await page.getByRole('button', { name: 'Edit' }).click();
    const lastName = page.getByRole('textbox', { name: 'Last Name' });
    await lastName.fill('Changed');
    await lastName.press('Escape');
    await expect(page.getByRole('textbox', { name: 'Last Name' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Zoë Bronte' })).toBeVisible();
    expect((await api.get<User>(`users/${user.id}`)).last_name).toBe('Bronte');
  });
});
