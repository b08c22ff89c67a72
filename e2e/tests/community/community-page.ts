import type { Page } from '@playwright/test';
import type { Post } from '@coachboard/contract';
import type { ApiClient } from '../../fixtures/api-client';
import type { FilePayload } from '../../fixtures/images';

/** Locators of the community list (spec part 2, Community list). */
export const communityList = (page: Page) => ({
  createButton: page.getByRole('button', { name: 'Create Post' }),
  filter: (label: string) =>
    page
      .getByRole('group', { name: 'Filter posts by type' })
      .getByRole('button', { name: new RegExp(`^${label}`) }),
  clearFilter: page.getByRole('button', { name: 'Clear Filter' }),
  row: (text: string) => page.getByRole('row').filter({ hasText: text }),
});

/** Seeds a post through the API, with attachments when given (multipart `attachments[]`). */
export const createPostViaApi = async (
  api: ApiClient,
  input: { content: string; type: Post['type'] },
  images: FilePayload[] = [],
) => {
  const post = await api.post<Post>('posts', input);
  if (images.length === 0) return post;
  const form = new FormData();
  for (const image of images) {
    form.append(
      'attachments[]',
      new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }),
      image.name,
    );
  }
  const response = await api.request.post(`files/community/posts/${post.id}/upload-attachment`, {
    multipart: form,
  });
  if (!response.ok()) throw new Error(`upload -> ${response.status()}: ${await response.text()}`);
  return api.get<Post>(`posts/${post.id}`);
};
