import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { repeatSet, seedDay } from './day-editor-api';

test.use({ viewport: { width: 1440, height: 900 } });

test('a four-exercise day is a page of compact set tables: summaries, Tab along a row, Enter adds a set, saved as typed', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const tag = uniqueSuffix();
  const names = [
    `Front Squat ${tag}`,
    `Plank Hold ${tag}`,
    `Bench Press ${tag}`,
    `Seated Row ${tag}`,
  ] as const;
  const day = await seedDay(api, uniqueName('E2E Compact Day'), [
    { name: names[0], sets: repeatSet(3, { reps: 8, weight: 60, rest: 120 }) },
    { name: names[1], sets: repeatSet(3, { time: 60, rest: 30 }) },
    { name: names[2], sets: repeatSet(3, { reps: 8, reps_max: 12, load_percent: 75, rir: 2 }) },
    { name: names[3], sets: repeatSet(3, { reps: 10, rest: 90 }) },
  ]);

  await page.goto(day.url);
  await expect(page.getByText('4 exercise(s)')).toBeVisible();
  const card = (name: string) => page.getByRole('listitem', { name });

  await test.step('each card sums its sets up and shows them as table rows', async () => {
    await expect(card(names[0]).getByLabel(`Summary of ${names[0]}`)).toHaveText('3 × 8 @ 60 kg');
    await expect(card(names[1]).getByLabel(`Summary of ${names[1]}`)).toHaveText('3 × 60 s');
    await expect(card(names[2]).getByLabel(`Summary of ${names[2]}`)).toHaveText('3 × 8-12 @ 75%');
    await expect(card(names[3]).getByLabel(`Summary of ${names[3]}`)).toHaveText('3 × 10');
    const table = card(names[2]).getByRole('table', { name: `Sets of ${names[2]}` });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Set',
      'Reps – Max reps',
      'Weight (kg) or Load %',
      'Time (sec)',
      'RIR',
      'Rest (sec)',
      'AMRAP',
      'Remove',
    ]);
    await expect(table.getByRole('row', { name: 'Set 3' }).getByLabel('Load %')).toHaveValue('75');
    // Four exercises of three sets fit in about two screens of 900 px (the eight-field form took 4,400 px).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(2 * 900);
    await snap(page, testInfo, 'compact-day');
  });

  await test.step('Tab walks a row; Enter adds a set with the cursor in its Reps', async () => {
    const squat = card(names[0]);
    const setTwo = squat.getByRole('row', { name: 'Set 2' });
    await setTwo.getByLabel('Reps', { exact: true }).fill('6');
    await page.keyboard.press('Tab');
    await expect(setTwo.getByLabel('Max reps')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(setTwo.getByLabel('Weight (kg)')).toBeFocused();
    await setTwo.getByLabel('Weight (kg)').fill('62.5');
    await page.keyboard.press('Enter');
    const setFour = squat.getByRole('row', { name: 'Set 4' });
    await expect(setFour.getByLabel('Reps', { exact: true })).toBeFocused();
    await page.keyboard.type('5');
    await expect(squat.getByLabel(`Summary of ${names[0]}`)).toHaveText(
      '1 × 8 @ 60 kg · 1 × 6 @ 62.5 kg · 1 × 8 @ 60 kg · 1 × 5',
    );
    await expect(squat.getByRole('status', { name: `Save state of ${names[0]}` })).toHaveText(
      'Unsaved changes',
    );
    await squat.getByRole('button', { name: 'Save' }).click();
    await expect(squat.getByRole('status', { name: `Save state of ${names[0]}` })).toHaveText('Saved');

    const saved = (await day.logs()).find((log) => log.exercise.name === names[0])!;
    expect(saved.sets_data).toEqual({
      set_1: { reps: 8, weight: 60, time: null, rir: null, rest: 120 },
      set_2: { reps: 6, weight: 62.5, time: null, rir: null, rest: 120 },
      set_3: { reps: 8, weight: 60, time: null, rir: null, rest: 120 },
      set_4: { reps: 5, weight: null, time: null, rir: null, rest: null },
    });
  });

  await test.step('a weight beside a load percentage is refused at the field, with the message', async () => {
    const press = card(names[2]);
    const setOne = press.getByRole('row', { name: 'Set 1' });
    await setOne.getByLabel('Weight (kg)').fill('80');
    await press.getByRole('button', { name: 'Save' }).click();
    await expect(press.getByRole('alert')).toHaveText('Please fix validation errors before saving');
    await expect(setOne.getByLabel('Load %')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      press.getByText('Set 1: A set has either a weight or a load percentage, not both'),
    ).toBeVisible();
    await setOne.getByLabel('Weight (kg)').fill('');
    await expect(press.getByText(/^Set 1: /)).toHaveCount(0);
  });
});
