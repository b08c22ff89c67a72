import { EMPTY_TRAINING_DAYS_PAGE_SIZE, type EmptyTrainingDayPage } from '@coachboard/contract';
import type { Page } from '@playwright/test';
import type { ApiClient } from '../../fixtures/api-client';
import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { sideMenu } from '../../support/app-shell';
import { exerciseApi } from '../exercises/exercise-api';

const CARD = 'Empty training days';

const emptyDaysCard = (page: Page) => page.getByRole('region', { name: CARD });
/** The card's link, a sentence with its count: 'See the training day', 'See the 12 training days'. */
const emptyDaysLink = (page: Page) =>
  emptyDaysCard(page).getByRole('link', {
    name: /^(See the (training day|[\d,]+ training days)|Open the list)$/,
  });

/** Every empty training day's id, in the list's order, read through the API the page uses. */
const listedDays = async (api: ApiClient) => {
  const listed: number[] = [];
  for (let pageNumber = 1, last = 1; pageNumber <= last; pageNumber++) {
    const answer = await api.get<EmptyTrainingDayPage>('training-days/empty', {
      page: pageNumber,
      per_page: EMPTY_TRAINING_DAYS_PAGE_SIZE,
    });
    listed.push(...answer.data.map((row) => row.id));
    last = answer.last_page;
  }
  return listed;
};

const openDashboard = async (page: Page) => {
  await sideMenu(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(emptyDaysCard(page).getByText(/^[\d,]+$/)).toBeVisible();
};

test('the dashboard counts an empty training day, links to it, and the count goes back once the day has an exercise', async ({
  adminPage: page,
  api,
  db,
}, testInfo) => {
  test.slow();
  const program = await api.createProgram({
    name: uniqueName('E2E Attention Plan'),
    duration_weeks: 1,
    training_days_per_week: 1,
  });
  const week = (await api.getAllWeeks(program.id))[0]!;
  const day = week.training_days.find((candidate) => !candidate.is_rest_day)!;
  const dayNumber = day.day_of_the_week;
  const person = await db.createUser({ email: `attention.${uniqueSuffix()}@example.com`, firstName: 'Ines' });
  const exercise = await exerciseApi(api).createExercise({
    name: uniqueName('E2E Attention Lunge'),
    target_muscle_group: 'legs',
  });

  // Other stories running beside this one add and fill days too, so the story follows its own day through the
  // card and the list; the exact counts are the API tests' (apps/api/test/dashboard).
  await test.step('open the dashboard from the side menu: a day counts once its program has a user', async () => {
    await openDashboard(page);
    const card = emptyDaysCard(page);
    await expect(
      card.getByText('Training days with no exercises, in programs that have users'),
    ).toBeVisible();
    expect(await listedDays(api)).not.toContain(day.id);

    await api.post(`training-programs/${program.id}/assign-user/${person.id}`);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(card.getByText(/^[\d,]+$/)).toBeVisible();
    await snap(page, testInfo, 'dashboard-light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await snap(page, testInfo, 'dashboard-dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
  });

  const dayLink = page
    .getByRole('table', { name: 'Empty training days' })
    .getByRole('link', { name: `${program.name}, week 1, day ${dayNumber}` });

  await test.step('follow the card to its list, which agrees with the count and holds the day', async () => {
    await emptyDaysLink(page).click();
    await expect(page).toHaveURL(/\/admin\/attention\/empty-training-days$/);
    const position = (await listedDays(api)).indexOf(day.id);
    expect(position).toBeGreaterThanOrEqual(0);
    const dayPage = Math.floor(position / EMPTY_TRAINING_DAYS_PAGE_SIZE) + 1;
    if (dayPage > 1) await page.getByRole('button', { name: `Page ${dayPage}` }).click();
    await expect(dayLink).toBeVisible();
    await snap(page, testInfo, 'empty-training-days');
  });

  await test.step('open the day and add an exercise', async () => {
    await dayLink.click();
    await expect(page).toHaveURL(
      new RegExp(`/admin/programs/${program.id}/weeks/${week.id}/days/${day.id}$`),
    );
    await expect(page.getByText('No Exercises Assigned')).toBeVisible();
    await page.getByRole('button', { name: 'Manage Exercises' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Exercises' });
    await dialog
      .getByPlaceholder('Search exercises by name, muscle group, or equipment...')
      .fill(exercise.name);
    await dialog.getByRole('button', { name: `Assign ${exercise.name}` }).click();
    await expect(dialog.getByText(`${exercise.name} assigned to the training day`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('1 exercise(s)')).toBeVisible();
  });

  await test.step('the day leaves the list once it has an exercise', async () => {
    await openDashboard(page);
    await snap(page, testInfo, 'dashboard-after');
    await emptyDaysLink(page).click();
    await expect(page.getByRole('main').getByRole('heading', { name: CARD, exact: true })).toBeVisible();
    expect(await listedDays(api)).not.toContain(day.id);
  });
});
