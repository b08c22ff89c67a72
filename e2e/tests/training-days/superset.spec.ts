import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { exerciseApi } from '../exercises/exercise-api';

test('make a superset of two exercises of a day, then reorder the day by keyboard without splitting it', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const exercises = exerciseApi(api);
  const tag = uniqueSuffix();
  const names = [`Incline Fly ${tag}`, `Chest Supported Row ${tag}`, `Goblet Lunge ${tag}`] as const;
  const program = await api.createProgram({ name: uniqueName('E2E Superset'), duration_weeks: 1 });
  const week = (await api.getAllWeeks(program.id))[0]!;
  const day = week.training_days.find((d) => d.day_of_the_week === 1)!;
  for (const [index, name] of names.entries()) {
    const exercise = await exercises.createExercise({
      name,
      target_muscle_group: index === 1 ? 'back' : index === 0 ? 'chest' : 'legs',
    });
    await exercises.addToDay(exercise.id, day.id);
  }

  await page.goto(`/admin/programs/${program.id}/weeks/${week.id}/days/${day.id}`);
  await expect(page.getByText('3 exercise(s)')).toBeVisible();
  const cards = page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(cards.getByRole('heading')).toHaveText([...names]);

  await test.step('select the first two cards and make them a superset', async () => {
    await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
    await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
    await page
      .getByRole('toolbar', { name: 'Group exercises' })
      .getByRole('button', { name: 'Make Superset' })
      .click();
    await expect(cards.getByRole('heading')).toHaveText([`A1${names[0]}`, `A2${names[1]}`, names[2]]);
    await expect(page.getByRole('toolbar', { name: 'Group exercises' })).toHaveCount(0);
    await snap(page, testInfo, 'superset-made');
  });

  await test.step('move the third card up onto the superset: it lands before the whole group', async () => {
    const logs = (await exercises.getDay(program.id, week.id, day.id)).user_exercise_activity_logs;
    const logId = (name: string) => logs.find((log) => log.exercise.name === name)!.id;
    const announcements = page.locator('[id^="DndLiveRegion"]');
    const handle = page.getByRole('button', { name: `Reorder ${names[2]}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // A drop on a card of another group (A2, or A1) lands before that whole group, never inside it. An arrow
    // press sent before the list has measured the lifted card is lost, so press again until it moves.
    const overGroup = new RegExp(`was moved over droppable area (${logId(names[1])}|${logId(names[0])})\\.`);
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(announcements).toContainText(overGroup, { timeout: 1000 });
    }).toPass();
    await page.keyboard.press('Space');
    const expected = [names[2], `A1${names[0]}`, `A2${names[1]}`];
    await expect(cards.getByRole('heading')).toHaveText(expected);
    await expect
      .poll(async () => {
        const saved = await exercises.getDay(program.id, week.id, day.id);
        return saved.user_exercise_activity_logs.map((log) => log.exercise.name);
      })
      .toEqual([names[2], names[0], names[1]]);
    await page.reload();
    await expect(cards.getByRole('heading')).toHaveText(expected);
  });
});
