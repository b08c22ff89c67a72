import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';

test("assign a program from the user's page and see the user on the program's page", async ({
  adminPage: page,
  api,
  db,
}, testInfo) => {
  const program = await api.createProgram({ name: uniqueName('E2E Picker Plan') });
  const user = await db.createUser({
    email: `maya.${uniqueSuffix()}@example.com`,
    firstName: 'Maya',
    lastName: `Ivanova${uniqueSuffix().replace(/\d/g, 'q')}`,
  });

  await page.goto(`/admin/users/${user.id}`);
  await expect(page.getByText('No Programs Assigned')).toBeVisible();
  await page.getByRole('button', { name: 'Assign Program' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Program' });
  await dialog.getByRole('searchbox', { name: 'Search programs' }).fill(program.name);
  await dialog.getByRole('button', { name: `Assign ${program.name}` }).click();
  await expect(dialog.getByText('Assigned')).toBeVisible();
  await snap(page, testInfo, 'assign-program-picker');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Assigned today, it starts today: 'Current program' names it with its start date, beside the Programs list.
  const current = page.getByRole('list', { name: 'Current programs' });
  await expect(current.getByRole('link', { name: program.name })).toBeVisible();
  await expect(current.getByText(/^Started /)).toBeVisible();
  await expect(page.getByRole('link', { name: program.name })).toHaveCount(2);
  await current.getByRole('link', { name: program.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/programs/${program.id}$`));
  await expect(page.getByText(user.fullName)).toBeVisible();
  expect((await api.getProgram(program.id)).users.map((assigned) => assigned.id)).toEqual([user.id]);

  await test.step('unassign from the user page', async () => {
    await page.goto(`/admin/users/${user.id}`);
    await page.getByRole('button', { name: `Unassign ${program.name}` }).click();
    await expect(page.getByText('No Programs Assigned')).toBeVisible();
  });
});
