import type { Page, TestInfo } from '@playwright/test';
import { addDays } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';

/** The page in the light and dark theme, 1440 and 390 px wide, with nothing sticking out sideways. */
const snapSizes = async (page: Page, testInfo: TestInfo, name: string) => {
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    }
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      // A card clips what sticks out of it, so the page's width alone would not tell: every control group fits.
      for (const group of await page.getByRole('main').getByRole('group').all()) {
        const box = (await group.boundingBox())!;
        expect(box.x + box.width, (await group.getAttribute('aria-label')) ?? 'a group').toBeLessThanOrEqual(
          width,
        );
      }
      await snap(page, testInfo, `${name}-${theme}-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
};

const today = () => new Date().toISOString().slice(0, 10);

test("'Programs ending soon' opens a list that names each user's program and its last day, sortable by end date", async ({
  adminPage: page,
  api,
  db,
}, testInfo) => {
  test.slow();
  const tag = uniqueSuffix();
  const program = await api.createProgram({ name: uniqueName('E2E Closing Block'), duration_weeks: 1 });
  // A one-week program started 5 days ago: its last day is tomorrow, ends_on the day after.
  const person = await db.createUser({
    email: `ending.${tag}@example.com`,
    firstName: 'Nadia',
    lastName: `Ending ${tag}`,
  });
  await api.post(`training-programs/${program.id}/assign-user/${person.id}`, {
    start_date: addDays(today(), -5),
  });

  await test.step("the card's link reads as a sentence and opens the list", async () => {
    await page.goto('/admin/dashboard');
    const card = page.getByRole('region', { name: 'Programs ending soon' });
    const link = card.getByRole('link', { name: /^See the (user|[\d,]+ users)$/ });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/admin\/users\?attention=program_ending$/);
  });

  await test.step('search for the user: the row names the program and its last day', async () => {
    await page.getByRole('searchbox', { name: 'Search users' }).fill(`Ending ${tag}`);
    await page.getByRole('searchbox', { name: 'Search users' }).press('Enter');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('columnheader', { name: 'Program ending' })).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: `Nadia Ending ${tag}` });
    await expect(row.getByRole('link', { name: program.name })).toBeVisible();
    await expect(row.getByText(/^Last day /)).toBeVisible();
  });

  await test.step('order by end date, which the URL keeps', async () => {
    const order = page.getByRole('group', { name: 'Order' });
    await order.getByRole('button', { name: 'Ending soonest' }).click();
    await expect(page).toHaveURL(/sort=ends_on/);
    await expect(order.getByRole('button', { name: 'Ending soonest' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      page.getByRole('table', { name: 'Users' }).getByRole('link', { name: program.name }),
    ).toBeVisible();
    await snapSizes(page, testInfo, 'programs-ending-list');
  });
});

test('the users list leaves team accounts out and says where they are when a search matches one', async ({
  adminPage: page,
  run,
}, testInfo) => {
  test.slow();
  await page.goto(`/admin/users?search=${encodeURIComponent(run.adminEmail)}`);
  const line = page.getByRole('status').filter({ hasText: 'matches a team account' });
  await expect(line).toContainText(`'${run.adminEmail}' matches a team account: see Team`);
  await expect(page.getByText('No users found')).toBeVisible();
  await snapSizes(page, testInfo, 'users-team-match');
  await line.getByRole('link', { name: 'see Team' }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
});
