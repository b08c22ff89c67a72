import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamRole } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { createComment, createPost } from '../testing/community-factories';
import { Component as PostDetailRoute } from './post-detail-route';

const POST = '/api/posts/5';

const renderAs = (teamRole: TeamRole) => {
  mockApi({
    'GET /api/me': () => envelope(createUser({ id: 1 })),
    [`GET ${POST}`]: () => envelope(createPost({ id: 5, content: 'Monday check-in', likes_count: 1 })),
    [`GET ${POST}/comments`]: () =>
      envelope(paginatorOf([createComment({ id: 8, content: 'Nice work' })], { perPage: 15 })),
  });
  return renderWithRouter(<PostDetailRoute />, {
    path: '/admin/community/:id',
    url: '/admin/community/5',
    teamRole,
  });
};

/** The community's writes are the moderators' and owners': a coach reads the post and its comments. */
describe('post detail by team role', { timeout: 15_000 }, () => {
  it.each(['owner', 'moderator'] as const)('a %s may edit, delete, like and comment', async (teamRole) => {
    renderAs(teamRole);
    expect(await screen.findByText('Nice work')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Like post/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Comment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit comment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete comment' })).toBeInTheDocument();
  });

  it('a coach reads the post, its likes and comments, with no button that would be refused', async () => {
    renderAs('coach');
    expect(await screen.findByText('Nice work')).toBeInTheDocument();
    expect(screen.getAllByText('Monday check-in').length).toBeGreaterThan(0);
    expect(screen.getByText('1 like')).toBeInTheDocument();
    for (const name of ['Edit', 'Delete', 'Add Comment', 'Edit comment', 'Delete comment', /^Like post/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
