import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { exerciseApi } from '../exercises/exercise-api';
import { programsList, searchPrograms } from './programs-page';

/** The open dialog in light and in dark. */
const snapBothThemes = async (page: Page, testInfo: TestInfo, name: string) => {
  await snap(page, testInfo, name);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForTimeout(400); // the controls' colour transitions end before the picture
  await snap(page, testInfo, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
};

test('duplicate a program from its row and open the copy', async ({ adminPage: page, api }, testInfo) => {
  // A long story (three dialogs, each pictured in both themes): about 25 s on a quiet machine.
  test.slow();
  const name = uniqueName('E2E Copied Block');
  const program = await api.createProgram({ name, duration_weeks: 3, training_days_per_week: 3 });
  const [firstWeek] = await api.getAllWeeks(program.id);
  const exercise = await exerciseApi(api).createExercise({
    name: uniqueName('E2E Copied Squat'),
    target_muscle_group: 'legs',
  });
  await exerciseApi(api).addToDay(exercise.id, firstWeek!.training_days[0]!.id);

  await page.goto('/admin/programs');
  await searchPrograms(page, name);
  await programsList(page)
    .row(name)
    .getByRole('button', { name: `Duplicate ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate Program' });
  await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue(`${name} (copy)`);
  await snapBothThemes(page, testInfo, 'duplicate-program-dialog');

  await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`/admin/programs/${program.id}$`));
  await expect(page).toHaveURL(/\/admin\/programs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `${name} (copy)` })).toBeVisible();
  await expect(page.getByText('Week 1 of 3')).toBeVisible();
  const copyId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(copyId).not.toBe(program.id);
  const copyWeeks = await api.getAllWeeks(copyId);
  expect(copyWeeks.map((week) => week.sequence_number)).toEqual([1, 2, 3]);

  await test.step('the copy holds the exercise on its first day', async () => {
    await page
      .getByRole('list', { name: 'Days of week 1' })
      .getByRole('link', { name: 'Day 1', exact: true })
      .click();
    await expect(page.getByText(exercise.name)).toBeVisible();
  });

  await test.step('Duplicate Week and Copy to other days open with their choices', async () => {
    await page.goto(`/admin/programs/${program.id}`);
    await page.getByRole('button', { name: 'Duplicate Week' }).click();
    const weekDialog = page.getByRole('dialog', { name: 'Duplicate Week' });
    await weekDialog.getByRole('radio', { name: 'Copy onto another week' }).check();
    await weekDialog.getByRole('combobox', { name: /Target week/ }).selectOption({ label: 'Week 2' });
    await expect(weekDialog.getByRole('checkbox', { name: 'Replace its exercises' })).toBeVisible();
    await snapBothThemes(page, testInfo, 'duplicate-week-dialog');
    await weekDialog.getByRole('button', { name: 'Duplicate Week' }).click();
    await expect(weekDialog).toBeHidden();
    await expect(page.getByText('Week duplicated successfully')).toBeVisible();

    // Week 2 now holds the exercise: copying onto it again is refused until the admin replaces it.
    await page.getByRole('button', { name: 'Duplicate Week' }).click();
    await weekDialog.getByRole('radio', { name: 'Copy onto another week' }).check();
    await weekDialog.getByRole('combobox', { name: /Target week/ }).selectOption({ label: 'Week 2' });
    await weekDialog.getByRole('button', { name: 'Duplicate Week' }).click();
    await expect(weekDialog.getByRole('alert')).toContainText('Week 2 already holds exercises');
    await weekDialog.getByRole('button', { name: 'Replace Exercises' }).click();
    await expect(weekDialog).toBeHidden();

    await page.goto(
      `/admin/programs/${program.id}/weeks/${firstWeek!.id}/days/${firstWeek!.training_days[0]!.id}`,
    );
    await page.getByRole('button', { name: 'Copy to other days' }).click();
    const copyDialog = page.getByRole('dialog', { name: 'Copy to other days' });
    await expect(copyDialog.getByRole('checkbox', { name: 'Day 2 Rest' })).toBeDisabled();
    await copyDialog.getByRole('checkbox', { name: 'Day 3', exact: true }).check();
    await copyDialog.getByRole('checkbox', { name: 'Day 8', exact: true }).check();
    await expect(copyDialog.getByRole('button', { name: 'Copy to 2 days' })).toBeEnabled();
    await snapBothThemes(page, testInfo, 'copy-day-dialog');
    await copyDialog.getByRole('button', { name: 'Copy to 2 days' }).click();
    await expect(copyDialog).toBeHidden();
    await expect(page.getByText(/^Training day copied successfully/)).toBeVisible();
  });
});
