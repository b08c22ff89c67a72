import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { communityMessages, dashboardCards, listMessages } from '@coachboard/contract';
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

const COUNTS = { all: 2, general: 0, support: 1, challenge: 0, announcement: 1 };
const UNANSWERED_COUNTS = { all: 1, general: 0, support: 1, challenge: 0, announcement: 0 };

/** The API as it answers: a card's filter narrows the posts, a type narrows them again, and the counts follow. */
const mockPosts = () =>
  mockApi({
    'GET /api/me': () => envelope(createUser({ id: 1 })),
    [`GET ${POSTS}`]: (call) =>
      envelope(paginatorOf(queryOf(call).get('attention') ? [unanswered] : all, { perPage: 15 })),
    'GET /api/posts/search': (call) => {
      const query = queryOf(call);
      const posts = (query.get('attention') ? [unanswered] : all).filter(
        (post) => post.type === query.get('type'),
      );
      return envelope(paginatorOf(posts, { perPage: 15 }));
    },
    'GET /api/posts/type-counts': (call) =>
      envelope(queryOf(call).get('attention') ? UNANSWERED_COUNTS : COUNTS),
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

  it("counts the tabs from the card's posts, keeps the filter on a tab change, and Clear filter restores the counts", async () => {
    const user = userEvent.setup();
    const api = mockPosts();
    const view = renderList('/admin/community?attention=unanswered_support');

    const filters = await screen.findByRole('group', { name: 'Filter posts by type' });
    // The counts of the filtered posts: one support post, no announcement.
    expect(await within(filters).findByRole('button', { name: 'All Posts 1' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Announcement 0' })).toBeInTheDocument();
    expect(queryOf(api.callsTo('GET', '/api/posts/type-counts')[0]!).get('attention')).toBe(
      'unanswered_support',
    );

    await user.click(within(filters).getByRole('button', { name: 'Support 1' }));
    await waitFor(() =>
      expect(view.location()).toBe('/admin/community?attention=unanswered_support&type=support'),
    );
    expect(screen.getByRole('region', { name: 'Active filter' })).toBeInTheDocument();
    await waitFor(() => {
      const query = queryOf(api.callsTo('GET', '/api/posts/search').at(-1)!);
      expect([query.get('type'), query.get('attention')]).toEqual(['support', 'unanswered_support']);
    });
    expect(await (await table()).findByText('Nobody answered me')).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Support 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const notice = screen.getByRole('region', { name: 'Active filter' });
    await user.click(within(notice).getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(view.location()).toBe('/admin/community?type=support'));
    // Every post's counts again, the tab kept.
    expect(await within(filters).findByRole('button', { name: 'All Posts 2' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Announcement 1' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Support 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it("says only 'Nothing matches these filters' on an empty tab, with one clear button per filter", async () => {
    const user = userEvent.setup();
    mockPosts();
    const view = renderList('/admin/community?attention=unanswered_support&type=announcement');

    const empty = (await screen.findByText(listMessages.noMatches)).parentElement!;
    expect(screen.queryByText(communityMessages.noPosts)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Community posts' })).not.toBeInTheDocument();
    // The tab's Clear Filter and the card's Clear filter, and no third button repeating one of them.
    expect(within(empty).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Clear filters?$/i })).toHaveLength(2);
    const filters = screen.getByRole('group', { name: 'Filter posts by type' });
    const notice = screen.getByRole('region', { name: 'Active filter' });

    await user.click(within(notice).getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(view.location()).toBe('/admin/community?type=announcement'));
    expect(await (await table()).findByText('Hello team')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'Clear Filter' }));
    await waitFor(() => expect(view.location()).toBe('/admin/community'));
    expect(await (await table()).findByText('Nobody answered me')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Active filter' })).not.toBeInTheDocument();
  });
});
