import { newSet, orderedSets, pasteMessages } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { exerciseApi } from '../exercises/exercise-api';

/** Letters only, so no digit of the tag can be read as sets, reps or a load. */
const letterTag = () => uniqueSuffix().replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!);

test("paste onto a day that holds one of the lines' exercises: add its sets, then Undo the paste", async ({
  adminPage: page,
  api,
}, testInfo) => {
  test.setTimeout(90_000);
  const exercises = exerciseApi(api);
  const tag = letterTag();
  const [squat, row, plank] = [`OnDay Squat ${tag}`, `OnDay Row ${tag}`, `OnDay Plank ${tag}`];
  const squatId = (await exercises.createExercise({ name: squat })).id;
  for (const name of [row, plank]) await exercises.createExercise({ name });
  const program = await api.createProgram({ name: uniqueName('E2E Paste On Day'), duration_weeks: 1 });
  const week = (await api.getAllWeeks(program.id))[0]!;
  const day = week.training_days.find((d) => d.day_of_the_week === 1)!;
  await exercises.addToDay(squatId, day.id);
  const savedDay = async () =>
    (await exercises.getDay(program.id, week.id, day.id)).user_exercise_activity_logs;
  const before = await savedDay();
  expect(before.map((log) => [log.exercise.name, orderedSets(log.sets_data).length])).toEqual([[squat, 1]]);

  await page.goto(`/admin/programs/${program.id}/weeks/${week.id}/days/${day.id}`);
  await page.getByRole('button', { name: 'Paste Workout' }).click();
  const dialog = page.getByRole('dialog', { name: pasteMessages.title });
  const add = dialog.getByRole('button', { name: /^Add / });
  const workout = [`${squat} 3x5 @100kg`, `${row} 3x8-12 @75%`, `${plank} 3x60s`].join('\n');

  await test.step("the squat line says 'Already on this day' and waits for a choice", async () => {
    await dialog.getByLabel(pasteMessages.textLabel).fill(workout);
    const rows = dialog.getByRole('region', { name: pasteMessages.preview }).getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText(pasteMessages.alreadyOnThisDay);
    await expect(rows.nth(1)).not.toContainText(pasteMessages.noMatch);
    await expect(rows.nth(2)).toContainText('3 × 8-12 @ 75%');
    await expect(rows.nth(3)).toContainText('3 × 60 s');
    const undecided = pasteMessages.toDecide(1);
    await expect(add).toHaveText(pasteMessages.addButton({ exercises: 2, sets: 0, existing: 0 }));
    await expect(add).toBeDisabled();
    await expect(dialog.getByText(undecided)).toBeVisible();
    await expect(add).toHaveAccessibleDescription(undecided);
    await snap(page, testInfo, 'paste-on-day-undecided');
  });

  await test.step('adding its sets counts them on the button', async () => {
    const choice = dialog.getByRole('group', { name: pasteMessages.onExistingLabel(1, squat) });
    await choice.getByRole('radio', { name: pasteMessages.addSetsOption(3, squat) }).check();
    await expect(add).toHaveText(pasteMessages.addButton({ exercises: 2, sets: 3, existing: 1 }));
    await expect(add).toBeEnabled();
    await expect(add).not.toHaveAttribute('aria-describedby');
    await snap(page, testInfo, 'paste-on-day-ready');
  });

  await add.click();
  await expect(dialog).toHaveCount(0);
  const toast = page.getByText(pasteMessages.addedSummary({ exercises: 2, sets: 3, existing: 1 }));
  await expect(toast).toBeVisible();

  await test.step('saved: the squat got three more sets after its own, the row and the timed plank are new', async () => {
    const saved = await savedDay();
    expect(saved.map((log) => log.exercise.name)).toEqual([squat, row, plank]);
    expect(saved[0]!.id).toBe(before[0]!.id);
    const squatSets = orderedSets(saved[0]!.sets_data);
    expect(squatSets).toHaveLength(4);
    expect(squatSets[0]).toEqual(orderedSets(before[0]!.sets_data)[0]);
    for (const set of squatSets.slice(1)) expect(set).toMatchObject({ reps: 5, weight: 100 });
    const rowSets = orderedSets(saved[1]!.sets_data);
    expect(rowSets).toHaveLength(3);
    expect(rowSets[0]).toMatchObject({ reps: 8, reps_max: 12, load_percent: 75 });
    // '3x60s': three sets of 60 seconds, reps left at a new set's default.
    const plankSets = orderedSets(saved[2]!.sets_data);
    expect(plankSets).toHaveLength(3);
    for (const set of plankSets) expect(set).toMatchObject({ reps: newSet().reps, time: 60 });
  });

  await test.step("the toast's Undo takes the paste back: the day is as it was", async () => {
    await page.getByRole('button', { name: pasteMessages.undo }).click();
    await expect(page.getByText(pasteMessages.undone)).toBeVisible();
    await expect.poll(async () => (await savedDay()).map((log) => log.exercise.name)).toEqual([squat]);
    const after = await savedDay();
    expect(after[0]!.id).toBe(before[0]!.id);
    expect(after[0]!.sets_data).toEqual(before[0]!.sets_data);
    // The day on screen reloads without the pasted exercises.
    await expect(page.getByText(row)).toHaveCount(0);
    await expect(page.getByText(plank)).toHaveCount(0);
    await snap(page, testInfo, 'paste-on-day-undone');
  });
});
