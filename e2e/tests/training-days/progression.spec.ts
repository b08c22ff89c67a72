import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { exerciseApi } from '../exercises/exercise-api';

/** The open dialog in light and dark, at the default width and on a phone-sized screen. */
const snapDialog = async (page: Page, testInfo: TestInfo, name: string) => {
  const wide = page.viewportSize()!;
  for (const [width, suffix] of [
    [wide.width, ''],
    [390, '-narrow'],
  ] as const) {
    await page.setViewportSize({ width, height: wide.height });
    await snap(page, testInfo, `${name}${suffix}`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(400); // the controls' colour transitions end before the picture
    await snap(page, testInfo, `${name}${suffix}-dark`);
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await page.setViewportSize(wide);
};

test('apply a double progression from week 1 over 3 weeks and see week 4', async ({
  adminPage: page,
  api,
}, testInfo) => {
  test.slow(); // a story of three screens and eight screenshots on a shared machine
  const exercises = exerciseApi(api);
  const program = await api.createProgram({
    name: uniqueName('E2E Progression'),
    duration_weeks: 4,
    training_days_per_week: 3,
  });
  const weeks = await api.getAllWeeks(program.id);
  const dayOf = (sequence: number) =>
    weeks
      .find((week) => week.sequence_number === sequence)!
      .training_days.find((day) => day.day_of_the_week === 1)!;
  const exercise = await exercises.createExercise({
    name: uniqueName('E2E Progressed Squat'),
    target_muscle_group: 'legs',
  });
  await exercises.addToDay(exercise.id, dayOf(1).id);
  const dayUrl = (sequence: number) =>
    `/admin/programs/${program.id}/weeks/${weeks[sequence - 1]!.id}/days/${dayOf(sequence).id}`;

  await page.goto(dayUrl(1));
  const card = page.getByRole('listitem', { name: exercise.name });

  await test.step('week 1: 3 sets of 8-10 @ 60 kg', async () => {
    for (const number of [1, 2, 3]) {
      if (number > 1) await card.getByRole('button', { name: 'Add Set' }).click();
      const set = card.getByRole('row', { name: `Set ${number}` });
      await set.getByLabel('Reps', { exact: true }).fill('8');
      await set.getByLabel('Max reps').fill('10');
      await set.getByLabel('Weight (kg)').fill('60');
    }
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(card.getByLabel(`Summary of ${exercise.name}`)).toHaveText('3 × 8-10 @ 60 kg');
  });

  await test.step('Apply progression: Double progression, +2.5 kg, 3 weeks, previewed week by week', async () => {
    await card.getByRole('button', { name: 'Apply progression' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply progression' });
    // By keyboard: the rule is a native select, the step and weeks number inputs.
    await dialog.getByRole('combobox', { name: 'Rule' }).focus();
    await dialog.getByRole('combobox', { name: 'Rule' }).selectOption({ label: 'Double progression' });
    await expect(dialog.getByRole('spinbutton', { name: 'Step (kg)' })).toHaveValue('2.5');
    await expect(dialog.getByRole('spinbutton', { name: 'Weeks' })).toHaveValue('3');
    // Reps go up by one a week to the top of the range (10 shows as '10'), then the weight goes up and reps return.
    await expect(dialog.getByRole('table').getByRole('rowheader')).toHaveText(['Week 2', 'Week 3', 'Week 4']);
    await expect(dialog.getByRole('list', { name: 'Sets of week 2' }).getByRole('listitem')).toHaveText(
      Array(3).fill('9-10 @ 60 kg'),
    );
    await expect(dialog.getByRole('list', { name: 'Sets of week 3' }).getByRole('listitem')).toHaveText(
      Array(3).fill('10 @ 60 kg'),
    );
    await expect(dialog.getByRole('list', { name: 'Sets of week 4' }).getByRole('listitem')).toHaveText(
      Array(3).fill('8-10 @ 62.5 kg'),
    );
    // The later weeks do not hold the exercise yet: nothing is overwritten.
    await expect(dialog.getByText('Overwrites', { exact: true })).toHaveCount(0);
    await expect(dialog.getByText('Adds', { exact: true })).toHaveCount(3);
    await snapDialog(page, testInfo, 'progression-dialog');

    await dialog.getByRole('spinbutton', { name: 'Weeks' }).fill('4');
    await expect(dialog.getByText('Only 3 weeks are left in the program')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await dialog.getByRole('spinbutton', { name: 'Weeks' }).fill('3');
    await expect(dialog.getByRole('list', { name: 'Sets of week 4' })).toBeVisible();

    await dialog.getByRole('spinbutton', { name: 'Weeks' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Progression applied successfully')).toBeVisible();
  });

  await test.step("week 4's same day holds the exercise with the progressed sets", async () => {
    await page.goto(dayUrl(4));
    const week4 = page.getByRole('listitem', { name: exercise.name });
    await expect(week4.getByLabel(`Summary of ${exercise.name}`)).toHaveText('3 × 8-10 @ 62.5 kg');
    const set3 = week4.getByRole('row', { name: 'Set 3' });
    await expect(set3.getByLabel('Reps', { exact: true })).toHaveValue('8');
    await expect(set3.getByLabel('Max reps')).toHaveValue('10');
    await expect(set3.getByLabel('Weight (kg)')).toHaveValue('62.5');
    await snap(page, testInfo, 'progression-week-4');

    // Applying again from week 1 now overwrites the three weeks, which the preview says.
    await page.goto(dayUrl(1));
    await card.getByRole('button', { name: 'Apply progression' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply progression' });
    await expect(dialog.getByText('Overwrites', { exact: true })).toHaveCount(3);
    await snap(page, testInfo, 'progression-dialog-overwrites');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
