import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dashboardCards } from '@coachboard/contract';
import { envelope, mockApi, type RecordedCall } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { createPost } from '../testing/community-factories';
import { Component as PostsListRoute } from './posts-list-route';

const POSTS = '/api/posts';
const queryOf = (call: RecordedCall) => new URL(call.path, 'http://localhost').searchParams;

const unanswered = createPost({ id: 1, content: 'Nobody answered me', type: 'support' });
const all = [unanswered, createPost({ id: 2, content: 'Hello team', type: 'announcement' })];

const mockPosts = () =>
  mockApi({
    'GET /api/me': () => envelope(createUser({ id: 1 })),
    [`GET ${POSTS}`]: (call) =>
      envelope(paginatorOf(queryOf(call).get('attention') ? [unanswered] : all, { perPage: 15 })),
    'GET /api/posts/search': () => envelope(paginatorOf([unanswered], { perPage: 15 })),
    'GET /api/posts/type-counts': () =>
      envelope({ all: 2, general: 0, support: 1, challenge: 0, announcement: 1 }),
  });

const renderList = (url: string) => renderWithRouter(<PostsListRoute />, { path: '/admin/community', url });
const table = async () => within(await screen.findByRole('table', { name: 'Community posts' }));

describe('community list opened from the dashboard', { timeout: 15_000 }, () => {
  it('asks for the unanswered support posts, names the filter, and Clear filter shows every post', async () => {
    const user = userEvent.setup();
    const api = mockPosts();
    const view = renderList('/admin/community?attention=unanswered_support');

    expect(await (await table()).findByText('Nobody answered me')).toBeInTheDocument();
    expect((await table()).queryByText('Hello team')).not.toBeInTheDocument();
    expect(queryOf(api.callsTo('GET', POSTS)[0]!).get('attention')).toBe('unanswered_support');
    const notice = screen.getByRole('region', { name: 'Active filter' });
    expect(notice).toHaveTextContent(dashboardCards.unanswered_support_posts.title);

    await user.click(within(notice).getByRole('button', { name: 'Clear filter' }));

    expect(await (await table()).findByText('Hello team')).toBeInTheDocument();
    expect(view.location()).toBe('/admin/community');
    expect(queryOf(api.callsTo('GET', POSTS).at(-1)!).get('attention')).toBeNull();
  });

  it('leaves the filter when a type is chosen', async () => {
    const user = userEvent.setup();
    mockPosts();
    const view = renderList('/admin/community?attention=unanswered_support');

    const filters = await screen.findByRole('group', { name: 'Filter posts by type' });
    await user.click(await within(filters).findByRole('button', { name: 'Support 1' }));

    await waitFor(() => expect(view.location()).toBe('/admin/community?type=support'));
    expect(screen.queryByRole('region', { name: 'Active filter' })).not.toBeInTheDocument();
  });
});
