import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { exerciseApi } from '../exercises/exercise-api';

test('build a training day: assign three exercises (one to every matching day), edit sets, reorder by keyboard', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const exercises = exerciseApi(api);
  const tag = uniqueSuffix();
  const names = [`Zercher Squat ${tag}`, `Pendlay Row ${tag}`, `Landmine Press ${tag}`] as const;
  for (const [index, name] of names.entries())
    await exercises.createExercise({ name, target_muscle_group: index === 1 ? 'back' : 'legs' });
  const program = await api.createProgram({ name: uniqueName('E2E Day Builder'), duration_weeks: 3 });
  const weeks = await api.getAllWeeks(program.id);
  const week = weeks[0]!;
  const day = week.training_days.find((d) => d.day_of_the_week === 3)!;

  await page.goto(`/admin/programs/${program.id}/weeks/${week.id}/days/${day.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Day 3' })).toBeVisible();
  await expect(page.getByText('No Exercises Assigned')).toBeVisible();

  await test.step('search and assign three exercises, the first to all matching days', async () => {
    await page.getByRole('button', { name: 'Manage Exercises' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Exercises' });
    await expect(dialog.getByText('Day 3', { exact: true })).toBeVisible();
    await dialog.getByPlaceholder('Search exercises by name, muscle group, or equipment...').fill(tag);
    const available = dialog.getByRole('region', { name: 'Available Exercises' });
    await expect(available.getByText('3 exercises found')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Assign to all matching training days' }).check();
    await dialog.getByRole('button', { name: `Assign ${names[0]}` }).click();
    await expect(dialog.getByText(`${names[0]} assigned to 3 training days`)).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Assign to all matching training days' }).uncheck();
    for (const name of names.slice(1)) {
      await dialog.getByRole('button', { name: `Assign ${name}` }).click();
      await expect(dialog.getByText(`${name} assigned to the training day`)).toBeVisible();
    }
    await expect(available.getByText('No exercises match your search')).toBeVisible();
    const assigned = dialog.getByRole('region', { name: 'Assigned To Training Day' });
    await expect(assigned.getByRole('link', { name: names[1] })).toHaveAttribute('target', '_blank');
    await snap(page, testInfo, 'manage-exercises');
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  await expect(page.getByText('3 exercise(s)')).toBeVisible();
  const cards = page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(cards).toHaveCount(3);
  const otherWeek = await exercises.getDay(program.id, weeks[2]!.id, weeks[2]!.training_days[2]!.id);
  expect(otherWeek.user_exercise_activity_logs.map((log) => log.exercise.name)).toEqual([names[0]]);

  await test.step('edit sets and save', async () => {
    const card = page.getByRole('listitem', { name: names[0] });
    await expect(card.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await card.getByRole('row', { name: 'Set 1' }).getByLabel('Reps', { exact: true }).fill('8');
    await card.getByRole('row', { name: 'Set 1' }).getByLabel('Weight (kg)').fill('60');
    await card.getByRole('button', { name: 'Add Set' }).click();
    await card.getByRole('row', { name: 'Set 2' }).getByLabel('Reps', { exact: true }).fill('0');
    await expect(card.getByRole('row', { name: 'Set 2' }).getByLabel('Reps', { exact: true })).toHaveValue(
      '1',
    );
    await card.getByRole('row', { name: 'Set 2' }).getByLabel('Rest (sec)').fill('90');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await snap(page, testInfo, 'sets-saved');
  });

  await test.step('reorder with the keyboard and keep the order after a reload', async () => {
    const logs = (await exercises.getDay(program.id, week.id, day.id)).user_exercise_activity_logs;
    const logId = (name: string) => logs.find((log) => log.exercise.name === name)!.id;
    // dnd-kit's live region announces each card the lifted one moves over (sortable ids are the log ids).
    const announcements = page.locator('[id^="DndLiveRegion"]');
    const handle = page.getByRole('button', { name: `Reorder ${names[2]}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // Each arrow press moves the lifted card one place once the list has taken the previous move in: on a busy
    // machine a second press sent before that moves it to the same place again.
    for (const passed of [names[1], names[0]]) {
      await page.keyboard.press('ArrowUp');
      await expect(announcements).toContainText(`was moved over droppable area ${logId(passed)}.`);
    }
    await page.keyboard.press('Space');
    await expect(cards.getByRole('heading')).toHaveText([names[2], names[0], names[1]]);
    await expect
      .poll(async () => {
        const saved = await exercises.getDay(program.id, week.id, day.id);
        return saved.user_exercise_activity_logs.map((log) => log.exercise.name);
      })
      .toEqual([names[2], names[0], names[1]]);
    await page.reload();
    await expect(cards.getByRole('heading')).toHaveText([names[2], names[0], names[1]]);
    const saved = await exercises.getDay(program.id, week.id, day.id);
    expect(saved.user_exercise_activity_logs[1]!.sets_data).toEqual({
      set_1: { reps: 8, weight: 60, time: null, rir: null, rest: null },
      set_2: { reps: 1, weight: null, time: null, rir: null, rest: 90 },
    });
  });
});
