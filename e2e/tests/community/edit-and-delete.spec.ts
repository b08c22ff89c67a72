import type { Post } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { makePng } from '../../fixtures/images';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { createPostViaApi } from './community-page';

test('edit a post removing one attachment, then delete it', async ({ adminPage: page, api }, testInfo) => {
  const content = uniqueName('Meal prep ideas for the week');
  const post = await createPostViaApi(api, { content, type: 'support' }, [
    await makePng('keep-me.png'),
    await makePng('remove-me.png'),
  ]);
  const removed = post.attachments.find((file) => file.original_name === 'remove-me.png')!;
  await page.goto(`/admin/community/${post.id}`);
  await expect(page.getByRole('list', { name: 'Attachments' }).getByRole('link')).toHaveCount(2);

  await test.step('edit: new text, one attachment marked for removal, no type selector', async () => {
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Post' });
    await expect(dialog.getByLabel(/^Type/)).toHaveCount(0);
    await dialog.getByLabel(/^Content/).fill(`${content} (updated)`);
    await dialog.getByRole('button', { name: 'Remove attachment remove-me.png' }).click();
    await expect(dialog.getByText('Will be removed')).toBeVisible();
    await snap(page, testInfo, 'edit-post-form');
    await dialog.getByRole('button', { name: 'Update Post' }).click();
    await expect(dialog).toBeHidden();
    // exact: the History panel below quotes the content in its sentence too.
    await expect(page.getByText(`${content} (updated)`, { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Attachments' }).getByRole('link')).toHaveText([
      'keep-me.png',
    ]);
    const saved = await api.get<Post>(`posts/${post.id}`);
    expect(saved.type).toBe('support');
    expect(saved.attachments.map((file) => file.original_name)).toEqual(['keep-me.png']);
    // The stored object goes with the sweep job the files row's deletion queued, a moment after the commit.
    await expect.poll(async () => (await page.request.get(removed.full_path)).status()).toBe(404);
  });

  await test.step('delete it after the warning and land on the list', async () => {
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Post' });
    await expect(confirm).toContainText(
      'It goes to the trash with all its comments and can be restored for 30 days.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/admin\/community$/);
    expect((await api.raw('GET', `posts/${post.id}`)).status()).toBe(404);
  });
});
