import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { communityMessages, listMessages, type Post } from '@coachboard/contract';
import { envelope, mockApi, type RecordedCall } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { createPost } from '../testing/community-factories';
import { Component as PostsListRoute } from './posts-list-route';

const COUNTS = { all: 47, general: 20, support: 12, challenge: 10, announcement: 5 };

const pageOf = (posts: Post[], call: RecordedCall, total: number) => {
  const page = Number(new URL(call.path, 'http://x').searchParams.get('page') ?? 1);
  return envelope(paginatorOf(posts, { page, perPage: 15, total }));
};

const mockList = (posts: Post[], total = posts.length) =>
  mockApi({
    'GET /api/me': () => envelope(createUser({ id: 1 })),
    'GET /api/posts': (call) => pageOf(posts, call, total),
    'GET /api/posts/search': (call) => pageOf(posts.slice(0, 2), call, 2),
    'GET /api/posts/type-counts': () => envelope(COUNTS),
  });

const renderList = (url = '/admin/community') =>
  renderWithRouter(<PostsListRoute />, { path: '/admin/community', url });

describe('community list', { timeout: 15_000 }, () => {
  it('shows the subtitle, the columns and a row per post', async () => {
    mockList([
      createPost({ id: 1, content: 'Hello team', type: 'announcement', likes_count: 3, comments_count: 1 }),
      createPost({ id: 2, content: 'Need help', type: 'support' }),
    ]);
    renderList();
    expect(await screen.findByText(communityMessages.subtitle)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Community posts' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    // The first column selects rows for a bulk delete.
    expect(headers).toEqual(['', 'Author', 'Content', 'Type', 'Engagement', 'Posted', 'Actions']);
    const row = within(table).getByRole('row', { name: /Hello team/ });
    expect(within(row).getByText('Announcement')).toBeInTheDocument();
    expect(within(row).getByText('3 likes')).toBeInTheDocument();
    expect(within(row).getByText('1 comment')).toBeInTheDocument();
    // The panel's long form: the specification fixes 'March 3rd, 2024, 5:07 PM' for the post detail only.
    expect(within(row).getByText('Mar 3, 2024, 5:07 PM')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit post: Hello team' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete post: Hello team' })).toBeInTheDocument();
  });

  it("counts a post's attachments in words", async () => {
    const attachment = (id: number) => ({
      id,
      full_path: `/uploads/post-attachments/${id}.png`,
      original_name: `${id}.png`,
      storage_name: `x/${id}.png`,
    });
    mockList([
      createPost({ id: 1, content: 'One picture', attachments: [attachment(1)] }),
      createPost({ id: 2, content: 'Two pictures', attachments: [attachment(2), attachment(3)] }),
    ]);
    renderList();
    const table = await screen.findByRole('table', { name: 'Community posts' });
    expect(
      within(within(table).getByRole('row', { name: /One picture/ })).getByText('1 attachment'),
    ).toBeVisible();
    expect(
      within(within(table).getByRole('row', { name: /Two pictures/ })).getByText('2 attachments'),
    ).toBeVisible();
  });

  it("says 'No posts yet' without posts, and nothing about filters", async () => {
    mockList([]);
    renderList();
    expect(await screen.findByText(communityMessages.noPosts)).toBeInTheDocument();
    expect(screen.queryByText(listMessages.noMatches)).not.toBeInTheDocument();
  });

  it("says only 'Nothing matches these filters' on an empty type tab", async () => {
    mockApi({
      'GET /api/me': () => envelope(createUser({ id: 1 })),
      'GET /api/posts': (call) => pageOf([createPost({ id: 1, content: 'Hello team' })], call, 1),
      'GET /api/posts/search': (call) => pageOf([], call, 0),
      'GET /api/posts/type-counts': () => envelope(COUNTS),
    });
    const view = renderList('/admin/community?type=challenge');
    const empty = (await screen.findByText(listMessages.noMatches)).parentElement!;
    expect(screen.queryByText(communityMessages.noPosts)).not.toBeInTheDocument();
    // The tab bar's Clear Filter is the one way back; the empty view repeats no button of its own.
    expect(within(empty).queryByRole('button')).not.toBeInTheDocument();
    const filters = screen.getByRole('group', { name: 'Filter posts by type' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(view.location()).toBe('/admin/community'));
    expect(await screen.findByRole('table', { name: 'Community posts' })).toBeInTheDocument();
  });

  it('filters by type with counts, keeps the filter in the URL and goes back to page 1', async () => {
    const { calls } = mockList([createPost({ id: 1 }), createPost({ id: 2 })], 47);
    const view = renderList('/admin/community?page=2');
    const filters = await screen.findByRole('group', { name: 'Filter posts by type' });
    expect(await within(filters).findByRole('button', { name: 'Support 12' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'All Posts 47' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(filters).queryByRole('button', { name: 'Clear Filter' })).not.toBeInTheDocument();
    await userEvent.click(within(filters).getByRole('button', { name: 'Support 12' }));
    await waitFor(() => expect(view.location()).toBe('/admin/community?type=support'));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/posts/search?type=support&page=1')).toBe(true),
    );
    await userEvent.click(within(filters).getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(view.location()).toBe('/admin/community'));
  });

  it("pages with 'Showing x to y of z results', first and last pages behind ellipses", async () => {
    const posts = Array.from({ length: 15 }, (_, i) => createPost({ id: 200 + i }));
    mockList(posts, 150);
    const view = renderList('/admin/community?page=5');
    expect(await screen.findByText('Showing 61 to 75 of 150 results')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(pager)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '3', '4', '5', '6', '7', '10']);
    expect(within(pager).getAllByText('…')).toHaveLength(2);
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 10' }));
    await waitFor(() => expect(view.location()).toBe('/admin/community?page=10'));
  });

  it('hides the pager on a single page', async () => {
    mockList([createPost({ id: 1 })]);
    renderList();
    await screen.findByRole('table', { name: 'Community posts' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('asks before deleting with the first 50 characters of the post', async () => {
    mockList([createPost({ id: 1, content: `${'a'.repeat(50)}TAIL` })]);
    renderList();
    const table = await screen.findByRole('table', { name: 'Community posts' });
    await userEvent.click(within(table).getByRole('button', { name: `Delete post: ${'a'.repeat(50)}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Post' });
    expect(dialog).toHaveTextContent(communityMessages.deletePostConfirm(30));
    expect(dialog).toHaveTextContent(`“${'a'.repeat(50)}”`);
    expect(dialog).not.toHaveTextContent('TAIL');
  });
});
