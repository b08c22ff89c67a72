import { bulkAssignmentMessages, type PersonalCopyPage, type UserWithPrograms } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { openBulkAssign, snapDialog } from './bulk-assign-page';

test('bulk assign 3 users as personal copies from a start date, then Undo unassigns them', async ({
  adminPage: page,
  api,
  db,
}, testInfo) => {
  test.slow(); // two screens, a dialog pictured eight times and two writes on a shared machine
  const program = await api.createProgram({ name: uniqueName('E2E Bulk Plan'), duration_weeks: 2 });
  const surname = `Bulkson${uniqueSuffix().replace(/\d/g, 'x')}`;
  const users = await Promise.all(
    ['Ada', 'Ben', 'Cy'].map((firstName) =>
      db.createUser({
        email: `${firstName.toLowerCase()}.${surname}@example.com`,
        firstName,
        lastName: surname,
      }),
    ),
  );
  const copiesOf = () => api.get<PersonalCopyPage>(`training-programs/${program.id}/copies`);

  await test.step('select the three, pick the program, 2026-03-02 and Personal copy, see the preview', async () => {
    const dialog = await openBulkAssign(page, {
      search: surname,
      userNames: users.map((user) => user.fullName),
      programName: program.name,
      startDate: '2026-03-02',
      mode: 'copy',
    });
    await expect(dialog.getByText(bulkAssignmentMessages.modeHelp.copy)).toBeVisible();
    await snapDialog(page, testInfo, 'bulk-assign-dialog');
    // Nothing is written by the preview.
    expect((await copiesOf()).total).toBe(0);

    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the toast says so; each user has a personal copy starting on that date', async () => {
    const toast = page
      .getByRole('status')
      .filter({ hasText: bulkAssignmentMessages.assigned(3, program.name) });
    await expect(toast).toBeVisible();
    await expect(page.getByRole('region', { name: 'Selection' })).toHaveCount(0);
    await snap(page, testInfo, 'bulk-assign-toast');
    const copies = await copiesOf();
    expect(copies.data.map((copy) => copy.user.id).sort()).toEqual(users.map((user) => user.id).sort());
    expect(copies.data.map((copy) => copy.start_date)).toEqual(Array(3).fill('2026-03-02'));
    const ada = await api.get<UserWithPrograms>(`users/${users[0]!.id}/programs`);
    expect(ada.programs.map(({ name, mode, start_date }) => ({ name, mode, start_date }))).toEqual([
      { name: `${program.name} · ${users[0]!.fullName}`, mode: 'copy', start_date: '2026-03-02' },
    ]);

    await toast.getByRole('button', { name: bulkAssignmentMessages.undo }).click();
    await expect(page.getByText(bulkAssignmentMessages.undone(3))).toBeVisible();
  });

  await test.step('after Undo nobody is assigned and the copies are gone', async () => {
    expect((await copiesOf()).total).toBe(0);
    for (const user of users) {
      expect((await api.get<UserWithPrograms>(`users/${user.id}/programs`)).programs).toEqual([]);
    }
    await page.goto(`/admin/users/${users[0]!.id}`);
    await expect(page.getByText(program.name)).toHaveCount(0);
  });
});
