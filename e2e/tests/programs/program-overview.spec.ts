import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { exerciseApi } from '../exercises/exercise-api';

test('the Program Overview shows every week and day with its exercise count and opens a day', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const exercises = exerciseApi(api);
  const tag = uniqueSuffix();
  const program = await api.createProgram({
    name: uniqueName('E2E Overview'),
    duration_weeks: 3,
    training_days_per_week: 3,
  });
  const weeks = await api.getAllWeeks(program.id);
  const week2 = weeks[1]!;
  const trainingDays = week2.training_days
    .filter((day) => !day.is_rest_day)
    .sort((a, b) => a.day_of_the_week - b.day_of_the_week);
  const day = trainingDays[1]!;
  for (const name of [`Overview Squat ${tag}`, `Overview Press ${tag}`]) {
    const exercise = await exercises.createExercise({ name, target_muscle_group: 'legs' });
    await exercises.addToDay(exercise.id, day.id);
  }
  const restDay = week2.training_days.find((entry) => entry.is_rest_day)!;

  await page.goto(`/admin/programs/${program.id}`);
  const overview = page.getByRole('region', { name: 'Program Overview' });
  const table = overview.getByRole('table');
  await expect(table.getByRole('rowheader')).toHaveText(['Week 1', 'Week 2', 'Week 3']);
  await expect(table.getByRole('link')).toHaveCount(9);
  const dayName = `Day ${7 + day.day_of_the_week}`;
  const link = table.getByRole('link', {
    name: `Week 2, Day ${day.day_of_the_week}: ${dayName}, 2 exercises`,
  });
  await expect(link).toBeVisible();
  await expect(table.getByText(`Week 2, Day ${restDay.day_of_the_week}: Rest`)).toHaveCount(1);
  await snap(page, testInfo, 'overview-wide-light');

  await test.step('narrow and dark: the grid scrolls sideways inside its card', async () => {
    await page.setViewportSize({ width: 400, height: 900 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const scroller = overview.getByRole('region', { name: 'Weeks and days' });
    await scroller.scrollIntoViewIfNeeded();
    const overflow = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeGreaterThan(0);
    // Only the grid scrolls: the page itself is no wider than the screen once the side menu has closed.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(400);
    await page.screenshot({ path: testInfo.outputPath('overview-narrow-dark.png') });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.screenshot({ path: testInfo.outputPath('overview-narrow-light.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, testInfo, 'overview-wide-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/programs/${program.id}/weeks/${week2.id}/days/${day.id}$`));
  await expect(page.getByRole('heading', { name: dayName })).toBeVisible();
});
