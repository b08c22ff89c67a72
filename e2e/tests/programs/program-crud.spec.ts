import { DEFAULT_TRASH_RETENTION_DAYS, programMessages, trainingDaysOfWeek } from '@coachboard/contract';
import type { Paginated, ProgramSummary } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { programForm, programsList, searchPrograms } from './programs-page';

test('create a program, find it by search, edit it and delete it', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const name = uniqueName('E2E Power Block');
  const list = programsList(page);
  let programId = 0;

  await test.step('create through the modal, with the defaults and the name rule', async () => {
    await list.addButton.click();
    const dialog = page.getByRole('dialog');
    const form = programForm(dialog);
    await expect(form.type).toHaveValue('cardio');
    await expect(form.difficulty).toHaveValue('beginner');
    await expect(form.durationWeeks).toHaveValue('4');
    await expect(form.trainingDays).toHaveValue('3');
    await expect(form.workoutDuration).toHaveValue('15 - 30 mins');

    await form.name.fill('   ');
    await dialog.getByRole('button', { name: /create|save/i }).click();
    await expect(dialog.getByText(programMessages.nameRequired)).toBeVisible();

    await form.name.fill(name);
    await form.type.selectOption('strength');
    await form.difficulty.selectOption('advanced');
    await form.durationWeeks.fill('6');
    await form.trainingDays.fill('4');
    await form.workoutDuration.selectOption('45 - 60 mins');
    await form.description.fill('Six weeks of heavy compound lifts.');
    await snap(page, testInfo, 'create-program-modal');
    await dialog.getByRole('button', { name: /create|save/i }).click();
    await expect(dialog).toBeHidden();
    await expect(list.row(name)).toBeVisible();
  });

  await test.step('find it by search', async () => {
    await searchPrograms(page, name);
    await expect(page).toHaveURL(
      new RegExp(`search=${encodeURIComponent(name).replace(/%20/g, '(\\+|%20)')}`),
    );
    const row = list.row(name);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Strength');
    await expect(row).toContainText('Advanced');
    await expect(row).toContainText('6 weeks');
    await expect(row).toContainText('45 - 60 mins');
    await expect(page.getByText('Showing 1 to 1 of 1 programs')).toBeVisible();
    await expect(page.getByText('(search results)')).toBeVisible();
    await snap(page, testInfo, 'search-results');
    // The search lives in the URL, so a reload keeps search mode.
    await page.reload();
    await expect(list.searchResultsText(name)).toBeVisible();
    await expect(list.row(name)).toHaveCount(1);

    const found = await api.get<Paginated<ProgramSummary>>('training-programs/admin-search', {
      searchTerm: name,
    });
    expect(found.total).toBe(1);
    const saved = found.data[0]!;
    programId = saved.id;
    expect(saved).toMatchObject({
      name,
      program_type: 'strength',
      difficulty_level: 'advanced',
      duration_weeks: 6,
      training_days_per_week: 4,
      workout_duration: '45 - 60 mins',
      description: 'Six weeks of heavy compound lifts.',
      is_admin: true,
    });
    const weeks = await api.getAllWeeks(programId);
    expect(weeks.map((week) => week.sequence_number)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const week of weeks) {
      const trainingDays = week.training_days
        .filter((day) => !day.is_rest_day)
        .map((day) => day.day_of_the_week);
      expect(trainingDays.sort()).toEqual([...trainingDaysOfWeek(4)]);
    }
  });

  await test.step('edit it from the row; the search page is re-run', async () => {
    await list.row(name).getByRole('button', { name: /edit/i }).click();
    const dialog = page.getByRole('dialog');
    const form = programForm(dialog);
    await expect(form.name).toHaveValue(name);
    // Edit mode neither shows nor validates duration and days per week (spec part 1 section 5).
    await expect(form.durationWeeks).toHaveCount(0);
    await expect(form.trainingDays).toHaveCount(0);
    await form.name.fill(`${name} v2`);
    await form.difficulty.selectOption('intermediate');
    await dialog.getByRole('button', { name: /update|save/i }).click();
    await expect(dialog).toBeHidden();

    await expect(list.searchResultsText(name)).toBeVisible();
    const row = list.row(`${name} v2`);
    await expect(row).toBeVisible();
    await expect(row).toContainText('Intermediate');

    const saved = await api.getProgram(programId);
    expect(saved.name).toBe(`${name} v2`);
    expect(saved.difficulty_level).toBe('intermediate');
    expect(saved.duration_weeks).toBe(6);
  });

  await test.step('delete it after the confirmation', async () => {
    await list
      .row(`${name} v2`)
      .getByRole('button', { name: /delete/i })
      .click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm.getByText(programMessages.deleteTitle, { exact: true })).toBeVisible();
    await expect(
      confirm.getByText(programMessages.deleteConfirm(DEFAULT_TRASH_RETENTION_DAYS)),
    ).toBeVisible();
    await snap(page, testInfo, 'delete-confirmation');
    await confirm.getByRole('button', { name: /^delete/i }).click();
    await expect(confirm).toBeHidden();

    await expect(page.getByText(programMessages.noPrograms)).toBeVisible();
    expect((await api.raw('GET', `training-programs/${programId}`)).status()).toBe(404);
  });

  await test.step('Clear leaves search mode', async () => {
    await list.clearButton.click();
    await expect(page.getByText(/Showing search results for/)).toBeHidden();
    await expect(list.searchBox).toHaveValue('');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
  });
});

test('a row opens the program detail', async ({ adminPage: page, api }) => {
  const program = await api.createProgram({ name: uniqueName('E2E Row Click'), training_days_per_week: 2 });
  await searchPrograms(page, program.name);
  await programsList(page).row(program.name).getByText(program.name).click();
  await expect(page).toHaveURL(new RegExp(`/admin/programs/${program.id}$`));
  await expect(page.getByRole('heading', { name: program.name })).toBeVisible();
  await expect(page.getByText('No description provided')).toBeVisible();
  // Created date in the long US format, e.g. "November 21, 2026".
  const created = new Date(program.created_at).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  await expect(page.getByText(created, { exact: true })).toBeVisible();
  await expect(page.getByText('0 user(s) assigned')).toBeVisible();

  await page.getByRole('link', { name: 'Back to Programs' }).click();
  await expect(page).toHaveURL(/\/admin\/programs(\?.*)?$/);
});
