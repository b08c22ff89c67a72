import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createUser } from '@/test/user-factories';
import { createPost } from '../testing/community-factories';
import { Component as PostDetailRoute } from './post-detail-route';

const renderWithReports = (reportCount: number) => {
  mockApi({
    'GET /api/me': () => envelope(createUser({ id: 1 })),
    'GET /api/posts/5': () =>
      envelope(createPost({ id: 5, content: 'Cheap pills', report_count: reportCount })),
    'GET /api/posts/5/comments': () => envelope(paginatorOf([], { page: 1, perPage: 15, total: 0 })),
  });
  renderWithRouter(<PostDetailRoute />, { path: '/admin/community/:id', url: '/admin/community/5' });
};

describe("post detail: members' reports", { timeout: 15_000 }, () => {
  it('shows how many members reported the post', async () => {
    renderWithReports(3);
    expect(await screen.findByText('Reported by 3 members')).toBeInTheDocument();
  });

  it('says nothing of reports when there are none', async () => {
    renderWithReports(0);
    expect(await screen.findByText('Cheap pills')).toBeInTheDocument();
    expect(screen.queryByText(/Reported by/)).not.toBeInTheDocument();
  });
});
