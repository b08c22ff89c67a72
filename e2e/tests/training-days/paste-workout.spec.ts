import { pasteMessages } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { exerciseApi } from '../exercises/exercise-api';

/** Letters only, so no digit of the tag can be read as sets, reps or a load. */
const letterTag = () => uniqueSuffix().replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);

test('paste a six-line workout, fix its unmatched line by creating the exercise, and add it to the day', async ({
  adminPage: page,
  api,
}, testInfo) => {
  test.setTimeout(90_000);
  const exercises = exerciseApi(api);
  const tag = letterTag();
  const library = [`Paste Bench ${tag}`, `Paste Row ${tag}`, `Paste Squat ${tag}`, `Paste Plank ${tag}`];
  const curl = `Paste Curl ${tag}`;
  const madeUp = `Zorblax Carry ${tag}`;
  for (const name of [...library, curl]) await exercises.createExercise({ name });
  const program = await api.createProgram({ name: uniqueName('E2E Paste'), duration_weeks: 1 });
  const week = (await api.getAllWeeks(program.id))[0]!;
  const day = week.training_days.find((d) => d.day_of_the_week === 1)!;
  const workout = [
    `A1 ${library[0]} 4x6 @75%`,
    `A2 ${library[1]} 4x8-10 RIR2`,
    `${library[2]} 5x5 @100kg`,
    `${library[3]} 3x60s rest 90`,
    `${madeUp} 3x20 @24kg`,
    `${curl} 3xAMRAP`,
  ].join('\n');

  await page.goto(`/admin/programs/${program.id}/weeks/${week.id}/days/${day.id}`);
  await page.getByRole('button', { name: 'Paste Workout' }).click();
  const dialog = page.getByRole('dialog', { name: pasteMessages.title });
  const add = dialog.getByRole('button', { name: /^Add / });

  await test.step('the preview reads every line and leaves the made-up name unmatched', async () => {
    await dialog.getByLabel(pasteMessages.textLabel).fill(workout);
    const rows = dialog.getByRole('region', { name: pasteMessages.preview }).getByRole('row');
    await expect(rows).toHaveCount(7);
    await expect(rows.nth(1)).toContainText('A14 × 6 @ 75%');
    await expect(rows.nth(2)).toContainText('A24 × 8-10 · RIR 2');
    await expect(rows.nth(3)).toContainText('5 × 5 @ 100 kg');
    await expect(rows.nth(4)).toContainText('3 × 60 s · rest 90 s');
    await expect(rows.nth(5)).toContainText(pasteMessages.noMatch);
    await expect(rows.nth(6)).toContainText('3 × AMRAP');
    for (const [index, name] of [...library, curl].entries()) {
      await expect(rows.nth(index < 4 ? index + 1 : 6)).toContainText(name);
    }
    // The button counts the five lines that would be added, and says beside it why it waits.
    await expect(add).toHaveText(pasteMessages.addButton({ exercises: 5, sets: 0, existing: 0 }));
    await expect(add).toBeDisabled();
    await expect(dialog.getByText('1 line needs an exercise or readable sets')).toBeVisible();
    await snap(page, testInfo, 'paste-unmatched-wide-light');
  });

  await test.step('dark, and on a phone, where each line stacks and its exercise picker fits the screen', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // The controls' colour transitions end before the picture.
    await expect(dialog.getByLabel(pasteMessages.textLabel)).toHaveCSS('color', 'rgb(255, 255, 255)');
    await snap(page, testInfo, 'paste-unmatched-wide-dark');
    await page.setViewportSize({ width: 400, height: 860 });
    const picker = dialog.getByRole('combobox', { name: 'Exercise for line 5' });
    await picker.scrollIntoViewIfNeeded();
    const box = (await picker.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(400);
    await snap(page, testInfo, 'paste-unmatched-narrow-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForTimeout(400); // the same transitions, back to light
    await snap(page, testInfo, 'paste-unmatched-narrow-light');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step("'Create exercise' adds the made-up name to the library and chooses it", async () => {
    await dialog.getByRole('button', { name: `Create exercise ${madeUp}` }).click();
    await expect(dialog.getByRole('combobox', { name: 'Exercise for line 5' })).toHaveValue(/^\d+$/);
    await expect(add).toHaveText(pasteMessages.addButton({ exercises: 6, sets: 0, existing: 0 }));
    await expect(add).toBeEnabled();
    await snap(page, testInfo, 'paste-ready');
  });

  await add.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(pasteMessages.added(6))).toBeVisible();
  const cards = page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  const inOrder = [...library, madeUp, curl];
  await expect(cards.getByRole('heading')).toHaveText([
    `A1${inOrder[0]}`,
    `A2${inOrder[1]}`,
    ...inOrder.slice(2),
  ]);
  await snap(page, testInfo, 'paste-added');

  const saved = (await exercises.getDay(program.id, week.id, day.id)).user_exercise_activity_logs;
  expect(saved.map((log) => log.exercise.name)).toEqual(inOrder);
  expect(saved.map((log) => log.group && `${log.group.label}${log.group.order}`)).toEqual([
    'A1',
    'A2',
    null,
    null,
    null,
    null,
  ]);
  expect(Object.values(saved[0]!.sets_data)).toHaveLength(4);
  expect(Object.values(saved[0]!.sets_data)[0]).toMatchObject({ reps: 6, load_percent: 75 });
  expect(Object.values(saved[2]!.sets_data)[0]).toMatchObject({ reps: 5, weight: 100 });
});
