import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { exerciseApi } from '../exercises/exercise-api';

test('make a circuit of three exercises with 4 rounds and see it on the cards', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const exercises = exerciseApi(api);
  const tag = uniqueSuffix();
  const names = [`Kettlebell Swing ${tag}`, `Push-up ${tag}`, `Air Squat ${tag}`] as const;
  const program = await api.createProgram({ name: uniqueName('E2E Circuit'), duration_weeks: 1 });
  const week = (await api.getAllWeeks(program.id))[0]!;
  const day = week.training_days.find((d) => d.day_of_the_week === 1)!;
  for (const name of names) {
    const exercise = await exercises.createExercise({ name, target_muscle_group: 'full-body' });
    await exercises.addToDay(exercise.id, day.id);
  }

  await page.goto(`/admin/programs/${program.id}/weeks/${week.id}/days/${day.id}`);
  await expect(page.getByText('3 exercise(s)')).toBeVisible();
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Group exercises' });
  const rounds = toolbar.getByRole('spinbutton', { name: 'Rounds' });
  await expect(rounds).toHaveValue('3');
  await rounds.fill('4');
  await snap(page, testInfo, 'circuit-rounds-toolbar');
  await toolbar.getByRole('button', { name: 'Make Circuit' }).click();

  const first = page.getByRole('listitem', { name: names[0] });
  await expect(first.getByText('Circuit A × 4 rounds')).toBeVisible();
  await expect(page.getByText(/× \d+ rounds?/)).toHaveCount(1);
  const saved = await exercises.getDay(program.id, week.id, day.id);
  expect(saved.user_exercise_activity_logs.map((log) => log.group)).toEqual([
    expect.objectContaining({ kind: 'circuit', label: 'A', order: 1, rounds: 4 }),
    expect.objectContaining({ kind: 'circuit', label: 'A', order: 2, rounds: 4 }),
    expect.objectContaining({ kind: 'circuit', label: 'A', order: 3, rounds: 4 }),
  ]);
  await snap(page, testInfo, 'circuit-rounds-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, testInfo, 'circuit-rounds-dark');
  await page.setViewportSize({ width: 400, height: 900 });
  await page.screenshot({ path: testInfo.outputPath('circuit-rounds-narrow-dark.png') });
});
