import type { Post } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { communityList, createPostViaApi } from './community-page';

test('like and unlike a post, then add, edit and delete a comment while the counts follow', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const content = uniqueName('Rest day stretching routine');
  const post = await createPostViaApi(api, { content, type: 'general' });

  await test.step('like and unlike from the list', async () => {
    await page.goto('/admin/community');
    const row = communityList(page).row(content);
    await row.getByRole('button', { name: 'Like post (0 likes)' }).click();
    await expect(row.getByRole('button', { name: 'Unlike post (1 like)' })).toBeVisible();
    expect((await api.get<Post>(`posts/${post.id}`)).likes_count).toBe(1);
    await row.getByRole('button', { name: 'Unlike post (1 like)' }).click();
    await expect(row.getByRole('button', { name: 'Like post (0 likes)' })).toBeVisible();
    expect((await api.get<Post>(`posts/${post.id}`)).likes_count).toBe(0);
  });

  await page.goto(`/admin/community/${post.id}`);
  await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
  await expect(page.getByText('No comments yet')).toBeVisible();

  await test.step('add a comment', async () => {
    await page.getByRole('button', { name: 'Add Comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Comment' });
    await dialog.getByPlaceholder('Share your thoughts on this post...').fill('  Great routine, thanks!  ');
    await expect(dialog.getByText('26/1000 characters')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Comment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    await expect(page.getByText('1 comment', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Comments' })).toContainText('Great routine, thanks!');
    await snap(page, testInfo, 'post-detail-with-comment');
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, testInfo, 'post-detail-dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, testInfo, 'post-detail-narrow-dark');
    await page.goto('/admin/community');
    await expect(page.getByRole('list', { name: 'Community posts' })).toBeVisible();
    await snap(page, testInfo, 'community-list-narrow-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/admin/community/${post.id}`);
  });

  await test.step('edit it', async () => {
    await page.getByRole('button', { name: 'Edit comment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Comment' });
    await dialog
      .getByPlaceholder('Share your thoughts on this post...')
      .fill('Great routine, doing it tonight!');
    await dialog.getByRole('button', { name: 'Update Comment' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Comments' })).toContainText('doing it tonight!');
  });

  await test.step('delete it', async () => {
    await page.getByRole('button', { name: 'Delete comment' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Comment' });
    await expect(confirm).toContainText(
      'Are you sure you want to delete this comment? It goes to the trash and can be restored for 30 days.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
    await expect(page.getByText('No comments yet')).toBeVisible();
    expect((await api.get<Post>(`posts/${post.id}`)).comments_count).toBe(0);
  });
});
