import { programMessages } from '@coachboard/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';

/** The user chips of the detail page's Assigned Users card. */
const assignedUserChips = (page: Page) => page.getByRole('list', { name: 'Assigned users' });

/** The entry of one user inside a column of the Manage Users modal. */
const userEntry = (column: Locator, fullName: string) =>
  column.getByRole('listitem').filter({ hasText: fullName });

test('assign and unassign users in the Manage Users modal', async ({
  adminPage: page,
  api,
  db,
}, testInfo) => {
  const program = await api.createProgram({ name: uniqueName('E2E Team Plan') });
  const surname = `Quill${uniqueSuffix()}`;
  const ada = await db.createUser({
    email: `ada.${surname}@example.com`,
    firstName: 'Ada',
    lastName: surname,
  });
  const ben = await db.createUser({
    email: `ben.${surname}@example.com`,
    firstName: 'Ben',
    lastName: surname,
  });
  await db.createUser({
    email: `gone.${surname}@example.com`,
    firstName: 'Gone',
    lastName: surname,
    deleted: true,
  });

  await page.goto(`/admin/programs/${program.id}`);
  await expect(page.getByText('0 user(s) assigned')).toBeVisible();
  await expect(page.getByText('No Users Assigned')).toBeVisible();
  await expect(page.getByText('This program is not currently assigned to any users.')).toBeVisible();

  await page.getByRole('button', { name: 'Manage Users' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(program.name)).toBeVisible();
  const available = dialog.getByRole('region', { name: 'Available Users' });
  const assigned = dialog.getByRole('region', { name: 'Assigned Users' });

  await test.step('search finds active users by name, case-insensitively; deleted users are not offered', async () => {
    await dialog.getByPlaceholder('Search users by name or email...').fill(surname.toUpperCase());
    await expect(userEntry(available, ada.fullName)).toBeVisible();
    await expect(userEntry(available, ben.fullName)).toBeVisible();
    await expect(available.getByText(`Gone ${surname}`)).toHaveCount(0);
    await snap(page, testInfo, 'manage-users-search');
  });

  await test.step('assign two users', async () => {
    for (const user of [ada, ben]) {
      await userEntry(available, user.fullName)
        .getByRole('button', { name: `Assign ${user.fullName}` })
        .click();
      await expect(dialog.getByText(programMessages.assigned(user.fullName))).toBeVisible();
      await expect(userEntry(assigned, user.fullName)).toBeVisible();
      await expect(userEntry(available, user.fullName)).toHaveCount(0);
    }
    const saved = await api.getProgram(program.id);
    expect(saved.users.map((user) => user.id).sort()).toEqual([ada.id, ben.id].sort());
  });

  await test.step('unassign one', async () => {
    await userEntry(assigned, ada.fullName)
      .getByRole('button', { name: new RegExp(ada.fullName) })
      .click();
    await expect(dialog.getByText(programMessages.removed(ada.fullName))).toBeVisible();
    await expect(userEntry(assigned, ada.fullName)).toHaveCount(0);
    await expect(userEntry(available, ada.fullName)).toBeVisible();
    await snap(page, testInfo, 'manage-users-after-unassign');
    const saved = await api.getProgram(program.id);
    expect(saved.users.map((user) => user.id)).toEqual([ben.id]);
  });

  await test.step('Done closes the modal and the detail shows the assignment', async () => {
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('1 user(s) assigned')).toBeVisible();
    await expect(assignedUserChips(page).getByText(ben.fullName)).toBeVisible();
    await expect(assignedUserChips(page).getByText(ada.fullName)).toHaveCount(0);
  });
});
