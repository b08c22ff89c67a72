import type { Page, TestInfo } from '@playwright/test';
import { communityMessages, listMessages, type PostTypeCounts } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { communityList, createPostViaApi } from './community-page';

const ATTENTION = 'attention=unanswered_support';

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

const countOf = async (chip: ReturnType<ReturnType<typeof communityList>['filter']>) =>
  Number((await chip.locator('span').innerText()).replace(/,/g, ''));

test("the list opened from 'Unanswered support posts' counts the card's posts on its tabs and keeps the filter", async ({
  adminPage: page,
  api,
}, testInfo) => {
  test.slow();
  const waiting = uniqueName('Still waiting for an answer');
  await createPostViaApi(api, { content: waiting, type: 'support' });
  await createPostViaApi(api, { content: uniqueName('A general hello'), type: 'general' });
  const list = communityList(page);
  const notice = page.getByRole('region', { name: 'Active filter' });

  await test.step('the tabs count the unanswered support posts only', async () => {
    await page.goto(`/admin/community?${ATTENTION}`);
    await expect(notice).toBeVisible();
    await expect(list.row(waiting)).toBeVisible();
    for (const label of ['General', 'Challenge', 'Announcement']) {
      await expect(list.filter(label)).toContainText(/ 0$/);
    }
    const all = await countOf(list.filter('All Posts'));
    expect(all).toBeGreaterThan(0);
    expect(await countOf(list.filter('Support'))).toBe(all);
    const counted = await api.get<PostTypeCounts>('posts/type-counts', { attention: 'unanswered_support' });
    expect(counted.general).toBe(0);
    await snapSizes(page, testInfo, 'community-attention-tabs');
  });

  await test.step('a tab keeps the filter; an empty one says only that nothing matches', async () => {
    await list.filter('Support').click();
    await expect(page).toHaveURL(new RegExp(`\\?${ATTENTION}&type=support$`));
    await expect(notice).toBeVisible();
    await expect(list.row(waiting)).toBeVisible();

    await list.filter('General').click();
    await expect(page).toHaveURL(new RegExp(`\\?${ATTENTION}&type=general$`));
    await expect(page.getByText(listMessages.noMatches)).toBeVisible();
    await expect(page.getByText(communityMessages.noPosts)).toHaveCount(0);
    // One clear button per filter (the tab bar's, the card notice's), none repeating them in the empty view.
    await expect(list.filter('Clear Filter')).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Clear filter' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: listMessages.clearFilters })).toHaveCount(
      0,
    );
    await snapSizes(page, testInfo, 'community-attention-empty');
  });

  await test.step("clearing the card's filter brings back every post's counts, the tab kept", async () => {
    await notice.getByRole('button', { name: 'Clear filter' }).click();
    await expect(page).toHaveURL(/\/admin\/community\?type=general$/);
    await expect(list.filter('General')).not.toContainText(/ 0$/);
    await expect(list.filter('General')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(listMessages.noMatches)).toHaveCount(0);
  });
});
