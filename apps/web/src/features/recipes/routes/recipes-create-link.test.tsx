import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { Component as RecipesListRoute } from './recipes-list-route';

/** The command palette's 'Create ...' action links to the list with ?create=1. */
describe('/admin/nutrition?create=1', { timeout: 15_000 }, () => {
  it('opens Create New Recipe, and closing it drops the parameter', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/recipes': () => envelope(paginatorOf([], { perPage: 10 })),
    });
    const view = renderWithRouter(<RecipesListRoute />, {
      path: '/admin/nutrition',
      url: '/admin/nutrition?create=1',
    });

    const dialog = await screen.findByRole('dialog', { name: 'Create New Recipe' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.location()).toBe('/admin/nutrition');
  });
});
