import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { communityMessages, type Post } from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { installFakeXhr } from '@/test/xhr-mock';
import { createPost } from '../testing/community-factories';
import { PostFormModal } from './post-form-modal';
import type { SavePostResult } from './use-save-post';

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const renderForm = (post?: Post) => {
  const onSaved = vi.fn<(result: SavePostResult) => void>();
  const onClose = vi.fn();
  renderWithRouter(<PostFormModal post={post} onClose={onClose} onSaved={onSaved} />, {
    path: '/admin/community',
    url: '/admin/community',
  });
  return { onSaved, onClose, dialog: () => screen.getByRole('dialog') };
};

beforeEach(() => {
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:preview-${next++}`, revokeObjectURL: () => {} }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('post form', { timeout: 15_000 }, () => {
  it('creates a post: type selector, counter, disabled while blank, then uploads and reports success', async () => {
    const { calls } = mockApi({
      'POST /api/posts': (call) => envelope(createPost({ id: 42, ...(call.body as object) })),
    });
    const uploads = installFakeXhr(() => ({
      status: 201,
      text: JSON.stringify({ success: true, data: { attachments: [], post: createPost({ id: 42 }) } }),
    }));
    const { onSaved } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    const submit = within(dialog).getByRole('button', { name: 'Create Post' });
    expect(submit).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Type/), 'challenge');
    await userEvent.type(within(dialog).getByLabelText(/^Content/), '  ');
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/^Content/), 'Plank week');
    expect(within(dialog).getByText('12/5000 characters')).toBeInTheDocument();
    await userEvent.upload(within(dialog).getByLabelText('Attachments'), [png('a.png'), png('b.png')]);
    expect(within(dialog).getByRole('img', { name: 'a.png' })).toBeInTheDocument();
    await userEvent.click(submit);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ content: 'Plank week', type: 'challenge' });
    expect(uploads[0]?.url).toBe('/api/files/community/posts/42/upload-attachment');
    const form = uploads[0]?.body as FormData;
    expect(form.getAll('attachments[]').map((file) => (file as File).name)).toEqual(['a.png', 'b.png']);
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ attachmentError: null, post: { id: 42 } });
  });

  it('refuses more than five images with the specification messages', async () => {
    mockApi({});
    renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    const input = within(dialog).getByLabelText('Attachments');
    await userEvent.upload(
      input,
      Array.from({ length: 6 }, (_, i) => png(`p${i}.png`)),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(communityMessages.tooManyInRequest);
    await userEvent.upload(input, [png('1.png'), png('2.png'), png('3.png')]);
    await userEvent.upload(input, [png('4.png'), png('5.png'), png('6.png')]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Only 2 more attachments can be added.');
  });

  it('shows the content limit message past 5000 characters', async () => {
    mockApi({});
    renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    const content = within(dialog).getByLabelText(/^Content/);
    await userEvent.click(content);
    await userEvent.paste('x'.repeat(5001));
    expect(within(dialog).getByText('5001/5000 characters')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(await within(dialog).findByText(communityMessages.contentTooLong)).toBeInTheDocument();
  });

  it('edits without a type selector, removes a marked attachment first and notes a failed upload', async () => {
    const post = createPost({
      id: 9,
      type: 'support',
      content: 'Old text',
      attachments: [
        { id: 31, full_path: '/uploads/a.png', original_name: 'keep.png', storage_name: 'a.png' },
        { id: 32, full_path: '/uploads/b.png', original_name: 'drop.png', storage_name: 'b.png' },
      ],
    });
    const { calls } = mockApi({
      'DELETE /api/files/delete/32': () => envelope({ id: 32 }),
      'PUT /api/posts/9': (call) => envelope({ ...post, ...(call.body as object) }),
    });
    const uploads = installFakeXhr(() => ({ status: 500, text: '{"success":false,"message":"boom"}' }));
    const { onSaved } = renderForm(post);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    expect(within(dialog).queryByLabelText(/^Type/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove attachment drop.png' }));
    expect(within(dialog).getByText('Will be removed')).toBeInTheDocument();
    await userEvent.upload(within(dialog).getByLabelText('Attachments'), [png('new.png')]);
    await userEvent.clear(within(dialog).getByLabelText(/^Content/));
    await userEvent.type(within(dialog).getByLabelText(/^Content/), 'New text');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Post' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/files/delete/32',
      'PUT /api/posts/9',
    ]);
    expect(uploads.map((request) => request.url)).toEqual(['/api/files/community/posts/9/upload-attachment']);
    expect(calls[1]?.body).toEqual({
      content: 'New text',
      type: 'support',
      expected_updated_at: post.updated_at,
    });
    expect(onSaved.mock.calls[0]?.[0].attachmentError).toBe(communityMessages.uploadAttachmentsFailed);
  });

  it('keeps the form open with the server message when the post is refused', async () => {
    mockApi({
      'POST /api/posts': () =>
        errorResponse(422, 'Post content is required', { content: ['Post content is required'] }),
    });
    const { onSaved } = renderForm();
    const dialog = await screen.findByRole('dialog', { name: 'Create Post' });
    await userEvent.type(within(dialog).getByLabelText(/^Content/), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Post' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Post content is required');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
