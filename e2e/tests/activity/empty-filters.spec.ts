import type { Page, TestInfo } from '@playwright/test';
import { auditMessages, listMessages } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';

/** The page in the light and dark theme, 1440 and 390 px wide, with nothing sticking out sideways. */
const snapSizes = async (page: Page, testInfo: TestInfo, name: string) => {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await snap(page, testInfo, `${name}-${theme}-${width}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
};

test('an Activity filter that matches nothing says only that, and Clear filters shows the log', async ({
  adminPage: page,
}, testInfo) => {
  // A day long before anything was recorded.
  await page.goto('/admin/activity?type=recipe&action=delete&from=2001-01-01&to=2001-01-02');
  const empty = page.getByText(listMessages.noMatches);
  await expect(empty).toBeVisible();
  await expect(page.getByText(auditMessages.empty)).toHaveCount(0);
  await snapSizes(page, testInfo, 'activity-no-matches');

  await page.getByRole('main').getByRole('button', { name: listMessages.clearFilters }).last().click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByRole('list', { name: 'Activity entries' })).toBeVisible();
  await expect(empty).toHaveCount(0);
});

test('the admin filter finds a coach by e-mail among the team accounts', async ({
  adminPage: page,
  db,
}, testInfo) => {
  const email = `directory.coach.${uniqueSuffix()}@example.com`;
  const coach = await db.createUser({ email, role: 'admin', firstName: 'Corey', lastName: 'Directory' });
  await db.client.query(`update users set team_role = 'coach' where id = $1`, [coach.id]);

  await page.goto('/admin/activity');
  await page.getByLabel('Admin').fill(email);
  const matches = page.getByRole('list', { name: 'Matching admins' });
  await expect(matches.getByRole('button')).toHaveCount(1);
  await expect(matches.getByRole('button')).toContainText('Corey Directory');
  await expect(matches.getByRole('button')).toContainText(email);
  await expect(matches.getByRole('button')).toContainText('Coach');
  await snapSizes(page, testInfo, 'activity-admin-search');
  await matches.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`actor=${coach.id}$`));
  await expect(page.getByTestId('admin-filter-value')).toHaveText('Corey Directory');
  // A coach with no entries: the filter matches nothing, and says so once.
  await expect(page.getByText(listMessages.noMatches)).toBeVisible();
  await expect(page.getByText(auditMessages.empty)).toHaveCount(0);
});
