import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createExerciseItem } from '../testing/exercise-factories';
import { Component as ExercisesListRoute } from './exercises-list-route';

const LIST = '/api/exercises';
const exercises = Array.from({ length: 15 }, (_, index) =>
  createExerciseItem({ id: index + 1, name: `Exercise ${index + 1}` }),
);
const firstPage = () => envelope(paginatorOf(exercises, { perPage: 15, total: 1240 }));
const renderList = (url = '/admin/exercise-library') =>
  renderWithRouter(<ExercisesListRoute />, { path: '/admin/exercise-library', url });
const table = async () => within(await screen.findByRole('table', { name: 'Exercises' }));

describe('exercise library bulk delete', { timeout: 15_000 }, () => {
  it('deletes the 3 selected rows in one request and one Undo restores the batch', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${LIST}`]: firstPage,
      [`POST ${LIST}/bulk-delete`]: () =>
        envelope({ type: 'exercise', batch_id: 'batch-9', count: 3, skipped: 0 }),
      'POST /api/trash/batches/batch-9/restore': () => envelope({ restored: 3 }),
    });
    renderList();
    const rows = await table();
    for (const name of ['Exercise 2', 'Exercise 5', 'Exercise 9']) {
      await user.click(rows.getByRole('checkbox', { name: `Select ${name}` }));
    }
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar).toHaveTextContent('3 selected');
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete 3 exercises' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete these 3 exercises? They go to the trash and can be restored for 30 days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.callsTo('POST', `${LIST}/bulk-delete`)).toHaveLength(1));
    expect(api.callsTo('POST', `${LIST}/bulk-delete`)[0]!.body).toEqual({ ids: [2, 5, 9] });
    expect(await screen.findByText('3 exercises moved to trash')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', LIST).length).toBeGreaterThan(1));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/trash/batches/batch-9/restore')).toHaveLength(1));
    expect(await screen.findByText('Restored')).toBeInTheDocument();
  });

  it('selects the page, then all 1,240 matching the filters, and sends the filters with the total seen', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${LIST}`]: firstPage,
      [`POST ${LIST}/bulk-delete`]: () =>
        envelope({ type: 'exercise', batch_id: 'batch-10', count: 1240, skipped: 0 }),
    });
    renderList('/admin/exercise-library?search=row&target_muscle_group=back');
    const rows = await table();
    await user.click(rows.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar).toHaveTextContent('15 selected');
    expect(rows.getByRole('checkbox', { name: 'Select Exercise 15' })).toBeChecked();

    await user.click(within(bar).getByRole('button', { name: 'Select all 1,240 matching' }));
    expect(bar).toHaveTextContent('1,240 selected');
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete 1,240 exercises' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    await waitFor(() => expect(api.callsTo('POST', `${LIST}/bulk-delete`)).toHaveLength(1));
    expect(api.callsTo('POST', `${LIST}/bulk-delete`)[0]!.body).toEqual({
      all_matching: { search: 'row', target_muscle_group: 'back' },
      expected_total: 1240,
    });
    expect(await screen.findByText('1,240 exercises moved to trash')).toBeInTheDocument();
  });

  it('keeps the selection across pages, drops it when the filters change, and Clear empties it', async () => {
    const user = userEvent.setup();
    const api = mockApi({ [`GET ${LIST}`]: firstPage });
    const view = renderList();
    const rows = await table();
    const bar = () => screen.getByRole('region', { name: 'Selection' });
    await user.click(rows.getByRole('checkbox', { name: 'Select Exercise 1' }));
    await user.click(within(bar()).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();

    await user.click(rows.getByRole('checkbox', { name: 'Select Exercise 1' }));
    await user.click(screen.getAllByRole('button', { name: 'Next page' })[0]!);
    await waitFor(() => expect(view.location()).toBe('/admin/exercise-library?page=2'));
    await waitFor(() => expect(api.callsTo('GET', LIST).length).toBeGreaterThan(1));
    expect(bar()).toHaveTextContent('1 selected');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter by target muscle group' }),
      'chest',
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument());
  });

  it("shows the API's refusal in the confirmation", async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${LIST}`]: firstPage,
      [`POST ${LIST}/bulk-delete`]: () =>
        errorResponse(409, 'The list changed since you selected; select again'),
    });
    renderList();
    await user.click((await table()).getByRole('checkbox', { name: 'Select Exercise 3' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Selection' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 1 exercise' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this exercise? It goes to the trash and can be restored for 30 days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The list changed since you selected; select again',
    );
  });
});
