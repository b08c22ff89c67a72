import type { Post } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { makePng } from '../../fixtures/images';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { communityList } from './community-page';

test('create a post with two attachments and find it under its type', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const content = `${uniqueName('Hill sprints challenge')}: 6 x 30 s, details at https://example.com/hills.`;
  const list = communityList(page);
  await page.goto('/admin/community');
  await expect(page.getByText('Manage community posts and engagement')).toBeVisible();
  const challengeCountBefore = (await api.get<{ challenge: number }>('posts/type-counts')).challenge;

  await test.step('fill the form with two images', async () => {
    await list.createButton.click();
    const dialog = page.getByRole('dialog', { name: 'Create Post' });
    const submit = dialog.getByRole('button', { name: 'Create Post' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel(/^Type/).selectOption('challenge');
    await dialog.getByLabel(/^Content/).fill(content);
    await expect(dialog.getByText(`${content.length}/5000 characters`)).toBeVisible();
    await dialog
      .getByLabel('Attachments')
      .setInputFiles([await makePng('hill-1.png', 320, 240), await makePng('hill-2.png', 240, 320)]);
    await expect(dialog.getByRole('img', { name: 'hill-2.png' })).toBeVisible();
    await snap(page, testInfo, 'create-post-form');
    await submit.click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the post shows in the list and under its type with the new count', async () => {
    await expect(list.row(content.slice(0, 40))).toBeVisible();
    await list.filter('Challenge').click();
    await expect(page).toHaveURL(/type=challenge/);
    await expect(list.filter('Challenge')).toHaveAttribute('aria-pressed', 'true');
    await expect(list.filter('Challenge')).toContainText((challengeCountBefore + 1).toLocaleString('en-US'));
    await expect(list.row(content.slice(0, 40))).toBeVisible();
    await snap(page, testInfo, 'community-filtered-challenge');
    await list.filter('Support').click();
    await expect(list.row(content.slice(0, 40))).toHaveCount(0);
    await list.clearFilter.click();
    await expect(page).not.toHaveURL(/type=/);
  });

  await test.step('the detail shows the link and both attachments, and they were saved', async () => {
    await list.row(content.slice(0, 40)).getByRole('link').first().click();
    await expect(page.getByRole('link', { name: 'https://example.com/hills' })).toHaveAttribute(
      'target',
      '_blank',
    );
    const attachments = page.getByRole('list', { name: 'Attachments' }).getByRole('link');
    await expect(attachments).toHaveText(['hill-1.png', 'hill-2.png']);
    await snap(page, testInfo, 'post-detail-with-attachments');
    const id = Number(page.url().split('/').pop());
    const saved = await api.get<Post>(`posts/${id}`);
    expect(saved).toMatchObject({ content, type: 'challenge' });
    expect(saved.attachments.map((file) => file.original_name)).toEqual(['hill-1.png', 'hill-2.png']);
    const served = await page.request.get(saved.attachments[0]!.full_path);
    expect(served.headers()['content-type']).toBe('image/png');
  });
});
