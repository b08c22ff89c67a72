import {
  bulkAssignmentMessages,
  personalCopyName,
  programMessages,
  type PersonalCopyPage,
} from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snapDialog } from '../users/bulk-assign-page';

test('Manage Users assigns one user linked and one as a personal copy, each from a start date', async ({
  adminPage: page,
  api,
  db,
}, testInfo) => {
  test.slow(); // a dialog pictured eight times on a shared machine
  const program = await api.createProgram({ name: uniqueName('E2E Assign As Plan'), duration_weeks: 2 });
  const surname = `Modey${uniqueSuffix().replace(/\d/g, 'm')}`;
  const [ada, ben] = await Promise.all(
    ['Ada', 'Ben'].map((firstName) =>
      db.createUser({
        email: `${firstName.toLowerCase()}.${surname}@example.com`,
        firstName,
        lastName: surname,
      }),
    ),
  );
  await page.goto(`/admin/programs/${program.id}`);
  await page.getByRole('button', { name: 'Manage Users' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Users' });
  const available = dialog.getByRole('region', { name: 'Available Users' });
  const assigned = dialog.getByRole('region', { name: 'Assigned Users' });
  await dialog.getByPlaceholder('Search users by name or email...').fill(surname);

  await test.step('Ada linked from 2026-04-06', async () => {
    await dialog.getByLabel(bulkAssignmentMessages.startDate).fill('2026-04-06');
    await available.getByRole('button', { name: `Assign ${ada!.fullName}` }).click();
    await expect(dialog.getByText(programMessages.assigned(ada!.fullName))).toBeVisible();
    await expect(assigned.getByRole('listitem').filter({ hasText: ada!.fullName })).toContainText(
      'Starts Apr 6, 2026 · Linked',
    );
  });

  await test.step('Ben as a personal copy from 2026-04-13', async () => {
    await dialog.getByLabel(bulkAssignmentMessages.startDate).fill('2026-04-13');
    await dialog.getByRole('radio', { name: bulkAssignmentMessages.modeLabels.copy }).check();
    await available.getByRole('button', { name: `Assign ${ben!.fullName}` }).click();
    await expect(dialog.getByText(programMessages.assigned(ben!.fullName))).toBeVisible();
    await expect(assigned.getByRole('listitem').filter({ hasText: ben!.fullName })).toContainText(
      'Starts Apr 13, 2026 · Personal copy',
    );
    await snapDialog(page, testInfo, 'manage-users-assign-as');
  });

  await test.step('saved: Ada on the program itself, Ben on his own copy', async () => {
    const saved = await api.getProgram(program.id);
    expect(saved.users.map((user) => user.id)).toEqual([ada!.id]);
    const copies = await api.get<PersonalCopyPage>(`training-programs/${program.id}/copies`);
    expect(copies.data.map(({ name, start_date, user }) => ({ name, start_date, user: user.id }))).toEqual([
      { name: personalCopyName(program.name, ben!.fullName), start_date: '2026-04-13', user: ben!.id },
    ]);
  });
});
