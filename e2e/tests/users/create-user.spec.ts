import type { User } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';

test('create a user with a height in feet and inches and see it on the detail', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const surname = `Wróbel${uniqueSuffix().replace(/\d/g, 'x')}`;
  const email = `lukasz.${uniqueSuffix()}@example.com`;
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });

  await test.step('the form explains what is missing', async () => {
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
  });

  await test.step('fill it in with a height in feet and inches', async () => {
    await dialog.getByLabel('First Name').fill('Łukasz');
    await dialog.getByLabel('Last Name').fill(surname);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('Str0ng@Pass');
    await dialog.getByLabel('Gender').selectOption('male');
    await dialog.getByLabel('Date of Birth').fill('1990-07-15');
    await dialog.getByRole('button', { name: 'ft / in' }).click();
    await dialog.getByRole('textbox', { name: 'Feet' }).fill('5');
    await dialog.getByRole('textbox', { name: 'Inches' }).fill('14');
    await expect(dialog.getByRole('textbox', { name: 'Inches' })).toHaveValue('11');
    await snap(page, testInfo, 'create-user-form');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the new user is in the list and the detail shows the height', async () => {
    await page.getByRole('searchbox', { name: 'Search users' }).fill(surname);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table', { name: 'Users' });
    await table.getByRole('link', { name: `Łukasz ${surname}`, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Łukasz ${surname}` })).toBeVisible();
    await expect(page.getByText(`5' 11" (180cm)`)).toBeVisible();
    await expect(page.getByText('07/15/1990')).toBeVisible();
    await snap(page, testInfo, 'user-detail');
    const saved = await api.get<{ data: User[] }>('users', { search: email });
    expect(saved.data[0]).toMatchObject({ height: `5' 11"`, gender: 'male', date_of_birth: '1990-07-15' });
  });
});
