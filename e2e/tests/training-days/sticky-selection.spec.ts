import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { repeatSet, seedDay } from './day-editor-api';

/** The whole box of `locator` lies inside the window. */
const expectWithinWindow = async (page: Page, locator: Locator) => {
  const box = await locator.boundingBox();
  const window = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(window.height);
};

test('on a long day the selection bar stays in view while scrolling, groups a card from the foot with one from the top, and each card says whether it is saved', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const tag = uniqueSuffix();
  const names = Array.from({ length: 10 }, (_, index) => `Long Day Move ${index + 1} ${tag}`);
  const day = await seedDay(
    api,
    uniqueName('E2E Long Day'),
    names.map((name) => ({ name, sets: repeatSet(4, { reps: 8, weight: 60, rest: 90 }) })),
  );
  const first = names[0]!;
  const last = names.at(-1)!;

  await page.goto(day.url);
  await expect(page.getByText('10 exercise(s)')).toBeVisible();
  const bar = page.getByRole('toolbar', { name: 'Group exercises' });
  await expect(bar).toHaveCount(0);

  await test.step('select a card at the foot of the day, then one at its top: the bar is in view at both ends', async () => {
    await page.getByRole('checkbox', { name: `Select ${last}` }).check();
    await expect(bar).toBeInViewport();
    await expectWithinWindow(page, bar);
    await expect(bar.getByText('1 selected')).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Make Superset' })).toBeDisabled();

    await page.getByRole('checkbox', { name: `Select ${first}` }).check();
    // Scrolled back to the top, far above where the list ends, the bar still sits inside the window.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeInViewport();
    await expectWithinWindow(page, bar);
    await expect(bar.getByText('2 selected')).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect(bar).toBeInViewport();
    await expectWithinWindow(page, bar);
    await snap(page, testInfo, 'selection-bar-mid-scroll');
  });

  await test.step("'Make Superset' from the bar groups the two", async () => {
    await bar.getByRole('button', { name: 'Make Superset' }).click();
    await expect(bar).toHaveCount(0);
    const cards = page.getByRole('list', { name: 'Exercises' });
    await expect(cards.getByRole('heading', { name: `A1${first}` })).toBeVisible();
    await expect(cards.getByRole('heading', { name: `A2${last}` })).toBeVisible();
    const logs = await day.logs();
    const groupOf = (name: string) => logs.find((log) => log.exercise.name === name)!.group;
    expect(groupOf(first)?.kind).toBe('superset');
    expect(groupOf(last)?.id).toBe(groupOf(first)?.id);
  });

  await test.step("a card reads 'Saved', 'Unsaved changes' after an edit, and 'Saved' again once saved", async () => {
    const card = page.getByRole('listitem', { name: names[4]! });
    const state = card.getByRole('status', { name: `Save state of ${names[4]}` });
    await expect(state).toHaveText('Saved');
    await card.getByRole('row', { name: 'Set 2' }).getByLabel('Reps', { exact: true }).fill('10');
    await expect(state).toHaveText('Unsaved changes');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(state).toHaveText('Saved');
    await expect(card.getByRole('button', { name: 'Save' })).toHaveCount(0);
    const saved = (await day.logs()).find((log) => log.exercise.name === names[4])!;
    expect(saved.sets_data.set_2!.reps).toBe(10);
  });
});
