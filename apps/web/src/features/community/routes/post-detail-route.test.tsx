import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { communityMessages, type Comment, type Post } from '@coachboard/contract';
import { envelope, errorResponse, mockApi, type MockHandler } from '@/test/api-mock';
import { readRecentRecords } from '@/lib/recent-records';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { createComment, createPost } from '../testing/community-factories';
import { Component as PostDetailRoute } from './post-detail-route';

const POST = '/api/posts/5';

const mockPost = (post: Post, comments: Comment[] = [], extra: Record<string, MockHandler> = {}) =>
  mockApi({
    'GET /api/me': () => envelope(createUser({ id: 1 })),
    [`GET ${POST}`]: () => envelope(post),
    [`GET ${POST}/comments`]: (call) => {
      const page = Number(new URL(call.path, 'http://x').searchParams.get('page') ?? 1);
      return envelope(
        paginatorOf(comments.slice((page - 1) * 15, page * 15), {
          page,
          perPage: 15,
          total: comments.length,
        }),
      );
    },
    ...extra,
  });

const renderDetail = (id = '5') =>
  renderWithRouter(<PostDetailRoute />, { path: '/admin/community/:id', url: `/admin/community/${id}` });

describe('post detail', { timeout: 15_000 }, () => {
  it('shows the author, the date, the type, linked content, attachments and the counts', async () => {
    mockPost(
      createPost({
        id: 5,
        type: 'challenge',
        content: 'Rules at https://example.com/rules. Good luck!',
        likes_count: 1,
        comments_count: 12,
        attachments: [
          {
            id: 9,
            full_path: '/uploads/post-attachments/a.png',
            original_name: 'day-30.png',
            storage_name: 'x/a.png',
          },
          {
            id: 10,
            full_path: '/uploads/post-attachments/b.jpg',
            original_name: '',
            storage_name: 'x/b.jpg',
          },
        ],
      }),
    );
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Olivia Bennett' })).toBeInTheDocument();
    expect(screen.getByText('March 3rd, 2024, 5:07 PM')).toBeInTheDocument();
    expect(screen.getByText('Challenge')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://example.com/rules' });
    expect(link).toHaveAttribute('href', 'https://example.com/rules');
    expect(link).toHaveAttribute('target', '_blank');
    const attachments = within(screen.getByRole('list', { name: 'Attachments' })).getAllByRole('link');
    expect(attachments.map((a) => a.textContent)).toEqual(['day-30.png', 'x/b.jpg']);
    expect(attachments[0]).toHaveAttribute('href', '/uploads/post-attachments/a.png');
    expect(screen.getByRole('button', { name: /1 like\)/ })).toBeInTheDocument();
    expect(screen.getByText('12 comments')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Community' })).toHaveAttribute(
      'href',
      '/admin/community',
    );
  });

  it('falls back to the e-mail and initials when the author has no name', async () => {
    mockPost(
      createPost({
        id: 5,
        author: { id: 3, first_name: null, last_name: null, email: 'zed@x.io', profile_image: null },
      }),
    );
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'zed@x.io' })).toBeInTheDocument();
    expect(screen.getAllByText('Z').length).toBeGreaterThan(0);
  });

  it.each(['abc', '5x'])('loads nothing for the non-numeric id %s and offers the way back', async (id) => {
    const { calls } = mockPost(createPost({ id: 5 }));
    renderDetail(id);
    expect(await screen.findByText(communityMessages.postNotFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Community' })).toHaveAttribute(
      'href',
      '/admin/community',
    );
    expect(calls.some((call) => call.path.startsWith('/api/posts'))).toBe(false);
  });

  it("shows 'Post not found' when the post is missing", async () => {
    mockPost(createPost({ id: 5 }), [], { [`GET ${POST}`]: () => errorResponse(404, 'Post not found') });
    renderDetail();
    expect(await screen.findByText(communityMessages.postNotFound)).toBeInTheDocument();
  });

  it('likes the post and shows the refreshed count', async () => {
    let post = createPost({ id: 5, likes_count: 1 });
    const { calls } = mockPost(post, [], {
      [`GET ${POST}`]: () => envelope(post),
      [`POST ${POST}/like`]: () => {
        post = { ...post, likes_count: 2, is_liked_by_auth_user: true };
        return envelope({ id: 5, likes_count: 2, is_liked_by_auth_user: true });
      },
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Like post (1 like)' }));
    expect(await screen.findByRole('button', { name: 'Unlike post (2 likes)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('lists comments with the empty state and a pager past one page', async () => {
    mockPost(createPost({ id: 5, comments_count: 0 }));
    const first = renderDetail();
    expect(await screen.findByText(communityMessages.noComments)).toBeInTheDocument();
    expect(screen.getByText(communityMessages.noCommentsHint)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
    first.unmount();

    const comments = Array.from({ length: 17 }, (_, i) =>
      createComment({ id: 500 + i, content: `Note ${i + 1}` }),
    );
    mockPost(createPost({ id: 5, comments_count: 17 }), comments);
    renderDetail();
    expect(await screen.findByText('Note 1')).toBeInTheDocument();
    // A comment's date in the panel's long form; the specification fixes the post's form, not a comment's.
    expect(screen.getAllByText('Mar 4, 2024, 9:15 AM')).toHaveLength(15);
    expect(screen.getByText('Showing 1 to 15 of 17 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Note 17')).toBeInTheDocument();
  });

  it('adds a trimmed comment and raises the shown count from the answer', async () => {
    const { calls } = mockPost(createPost({ id: 5, comments_count: 0 }), [], {
      [`POST ${POST}/comments`]: (call) =>
        envelope({
          ...createComment({ content: (call.body as { content: string }).content }),
          comments_count: 1,
        }),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Comment' });
    const box = within(dialog).getByPlaceholderText(communityMessages.commentPlaceholder);
    const submit = within(dialog).getByRole('button', { name: 'Add Comment' });
    expect(submit).toBeDisabled();
    await userEvent.type(box, '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(box, 'Nice work  ');
    expect(within(dialog).getByText('14/1000 characters')).toBeInTheDocument();
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ content: 'Nice work' });
    expect(await screen.findByRole('heading', { name: 'Comments (1)' })).toBeInTheDocument();
  });

  it('deletes a comment after the confirmation and never shows a count below zero', async () => {
    let post = createPost({ id: 5, comments_count: 1 });
    mockPost(post, [createComment({ id: 77, content: 'Bye' })], {
      [`GET ${POST}`]: () => envelope(post),
      [`DELETE ${POST}/comments/77`]: () => {
        post = { ...post, comments_count: 0 };
        return envelope({ id: 77, post_id: 5, comments_count: -1 });
      },
    });
    renderDetail();
    await screen.findByText('Bye');
    await userEvent.click(screen.getByRole('button', { name: 'Delete comment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Comment' });
    expect(dialog).toHaveTextContent(communityMessages.deleteCommentConfirm(30));
    expect(dialog).not.toHaveTextContent('cannot be undone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
  });

  it('deletes the post after the comments warning and goes back to the list', async () => {
    const { calls } = mockPost(createPost({ id: 5, content: 'x'.repeat(60) }), [], {
      [`DELETE ${POST}`]: () => envelope({ id: 5 }),
    });
    const view = renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Post' });
    // The post goes to the trash with its comments, restorable for the retention days (30 by default).
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this post? It goes to the trash with all its comments and can be restored for 30 days.',
    );
    expect(dialog).toHaveTextContent(`“${'x'.repeat(50)}”`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.location()).toBe('/admin/community'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('puts the post first among the recently opened records, titled by its content', async () => {
    mockPost(
      createPost({
        id: 5,
        type: 'support',
        content: 'My  knee\nhurts on squats',
        author: { ...createPost().author, first_name: 'Ola', last_name: 'Nord' },
      }),
    );
    renderDetail();
    await waitFor(() =>
      expect(readRecentRecords()).toEqual([
        {
          kind: 'posts',
          id: 5,
          title: 'My knee hurts on squats',
          subtitle: 'Support · Ola Nord',
          path: '/admin/community/5',
        },
      ]),
    );
  });

  it("remembers nothing for 'Post not found'", async () => {
    mockPost(createPost({ id: 5 }), [], { [`GET ${POST}`]: () => errorResponse(404, 'Post not found') });
    renderDetail();
    expect(await screen.findByText(communityMessages.postNotFound)).toBeInTheDocument();
    expect(readRecentRecords()).toEqual([]);
  });
});
