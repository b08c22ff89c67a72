import { absoluteDayNumber } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';

test('browse weeks with Quick Navigation; rest days cannot be opened', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const program = await api.createProgram({
    name: uniqueName('E2E Eight Weeks'),
    duration_weeks: 8,
    training_days_per_week: 3,
  });
  const weeks = await api.getAllWeeks(program.id);
  expect(weeks).toHaveLength(8);

  await page.goto(`/admin/programs/${program.id}`);
  await expect(page.getByText('Week 1 of 8')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  // Scoped to the weeks browser: the Program Overview card shows every day too.
  const daysOfWeek = (week: number) => page.getByRole('list', { name: `Days of week ${week}` });
  for (let day = 1; day <= 7; day++)
    await expect(daysOfWeek(1).getByText(`Day ${day}`, { exact: true })).toBeVisible();
  await expect(page.getByText('Quick Navigation')).toBeVisible();

  await test.step('next and previous move one week', async () => {
    await page.getByRole('button', { name: /next/i }).click();
    await expect(page.getByText('Week 2 of 8')).toBeVisible();
    await expect(daysOfWeek(2).getByText('Day 8', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: /previous/i }).click();
    await expect(page.getByText('Week 1 of 8')).toBeVisible();
  });

  const week6 = weeks[5]!;
  await test.step('Quick Navigation jumps to week 6', async () => {
    await page.getByRole('button', { name: 'Week 6', exact: true }).click();
    await expect(page.getByText('Week 6 of 8')).toBeVisible();
    for (let day = 1; day <= 7; day++) {
      await expect(
        daysOfWeek(6).getByText(`Day ${absoluteDayNumber(6, day)}`, { exact: true }),
      ).toBeVisible();
    }
    await snap(page, testInfo, 'week-6');
  });

  await test.step('a rest day cannot be opened', async () => {
    const restDay = week6.training_days.find((day) => day.is_rest_day)!;
    const label = `Day ${absoluteDayNumber(6, restDay.day_of_the_week)}`;
    const cell = daysOfWeek(6).getByText(label, { exact: true });
    await cell.click({ force: true });
    await page.waitForTimeout(300); // a navigation, if the click caused one, would have started by now
    await expect(page).toHaveURL(new RegExp(`/admin/programs/${program.id}(\\?week=6)?$`));
    await expect(page.getByRole('link', { name: new RegExp(`^${label}\\b`) })).toHaveCount(0);
  });

  await test.step('a training day opens its page', async () => {
    const trainingDay = week6.training_days.find((day) => !day.is_rest_day)!;
    const label = `Day ${absoluteDayNumber(6, trainingDay.day_of_the_week)}`;
    const daysOfWeek6 = page.getByRole('list', { name: 'Days of week 6' });
    await expect(daysOfWeek6.getByRole('link')).toHaveCount(3);
    await daysOfWeek6.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/programs/${program.id}/weeks/${week6.id}/days/${trainingDay.id}$`),
    );
    await expect(page.getByRole('heading', { name: label })).toBeVisible();
  });
});

test('no Quick Navigation with 5 weeks or fewer', async ({ adminPage: page, api }) => {
  const program = await api.createProgram({ name: uniqueName('E2E Five Weeks'), duration_weeks: 5 });
  await page.goto(`/admin/programs/${program.id}`);
  await expect(page.getByText('Week 1 of 5')).toBeVisible();
  await expect(page.getByText('Quick Navigation')).toHaveCount(0);
});
