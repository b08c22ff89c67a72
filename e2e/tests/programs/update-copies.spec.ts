import { bulkAssignmentMessages, personalCopyName } from '@coachboard/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { exerciseApi } from '../exercises/exercise-api';
import { openBulkAssign, snapDialog } from '../users/bulk-assign-page';

/** On a day editor: set 1 of the exercise to `reps`, saved. */
const setFirstReps = async (page: Page, exerciseName: string, reps: string) => {
  const card = page.getByRole('listitem', { name: exerciseName });
  await card.getByRole('row', { name: 'Set 1' }).getByLabel('Reps', { exact: true }).fill(reps);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('button', { name: 'Save' })).toHaveCount(0);
};

test('bulk assign 3 users as copies, edit one copy, change the template, Update copies shows the conflict', async ({
  adminPage: page,
  api,
  db,
}, testInfo) => {
  test.slow(); // five screens, two saves, a bulk assignment and a dialog pictured eight times
  const exercises = exerciseApi(api);
  const program = await api.createProgram({
    name: uniqueName('E2E Sync Plan'),
    duration_weeks: 1,
    training_days_per_week: 1,
  });
  const [week] = await api.getAllWeeks(program.id);
  const day = week!.training_days.find((candidate) => !candidate.is_rest_day) ?? week!.training_days[0]!;
  const exercise = await exercises.createExercise({
    name: uniqueName('E2E Synced Press'),
    target_muscle_group: 'chest',
  });
  await exercises.addToDay(exercise.id, day.id);
  const surname = `Syncer${uniqueSuffix().replace(/\d/g, 'y')}`;
  const users = await Promise.all(
    ['Ada', 'Ben', 'Cy'].map((firstName) =>
      db.createUser({
        email: `${firstName.toLowerCase()}.${surname}@example.com`,
        firstName,
        lastName: surname,
      }),
    ),
  );
  const [ada, ben] = users as [(typeof users)[number], (typeof users)[number]];
  const templateDayUrl = `/admin/programs/${program.id}/weeks/${week!.id}/days/${day.id}`;

  await test.step('the template: set 1 at 10 reps', async () => {
    await page.goto(templateDayUrl);
    await setFirstReps(page, exercise.name, '10');
  });

  await test.step('bulk assign the three as personal copies from the users list', async () => {
    const dialog = await openBulkAssign(page, {
      search: surname,
      userNames: users.map((user) => user.fullName),
      programName: program.name,
      startDate: '2026-03-02',
      mode: 'copy',
    });
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByText(bulkAssignmentMessages.assigned(3, program.name))).toBeVisible();
  });

  await test.step("open Ada's copy from the template's Personal copies card and set 8 reps there", async () => {
    await page.goto(`/admin/programs/${program.id}`);
    const card = page.getByRole('list', { name: 'Personal copies' });
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await card.getByRole('link', { name: personalCopyName(program.name, ada.fullName) }).click();
    await expect(page.getByText(`Personal copy for ${ada.fullName}`)).toBeVisible();
    const copyId = Number(/\/admin\/programs\/(\d+)/.exec(page.url())![1]);
    expect(copyId).not.toBe(program.id);
    const [copyWeek] = await api.getAllWeeks(copyId);
    const copyDay = copyWeek!.training_days.find(
      (candidate) => candidate.day_of_the_week === day.day_of_the_week,
    )!;
    await page.goto(`/admin/programs/${copyId}/weeks/${copyWeek!.id}/days/${copyDay.id}`);
    await setFirstReps(page, exercise.name, '8');
  });

  await test.step('the template changes the same set to 12 reps', async () => {
    await page.goto(templateDayUrl);
    await setFirstReps(page, exercise.name, '12');
  });

  await test.step("'Update copies' previews a conflict for Ada and the change for the others", async () => {
    await page.goto(`/admin/programs/${program.id}`);
    await page.getByRole('button', { name: 'Update copies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update copies' });
    const conflicts = dialog.getByRole('region', { name: `Conflicts for ${ada.fullName}` });
    await expect(conflicts.getByRole('listitem')).toHaveCount(1);
    await expect(conflicts.getByRole('listitem')).toContainText(
      new RegExp(`${exercise.name} · set 1 reps: template 12, copy 8`),
    );
    await expect(dialog.getByRole('region', { name: `Applied for ${ben.fullName}` })).toContainText(
      'set 1 reps: 10 → 12',
    );
    await expect(dialog.getByRole('region', { name: `Conflicts for ${ben.fullName}` })).toHaveCount(0);
    await snapDialog(page, testInfo, 'update-copies-conflict');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await snap(page, testInfo, 'template-with-copies');
  });
});
