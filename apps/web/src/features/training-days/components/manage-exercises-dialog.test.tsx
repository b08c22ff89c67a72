import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ActivityLog, Exercise } from '@coachboard/contract';
import { ToastProvider } from '@/components/feedback/toast';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { createLog } from '../testing/day-factories';
import { ManageExercisesDialog } from './manage-exercises-dialog';

const exercise = (id: number, name: string): Exercise => ({
  id,
  name,
  description: null,
  yt_link: null,
  target_muscle_group: 'chest',
  is_at_home: false,
  is_gym_based: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const renderDialog = (logs: ActivityLog[], onClose = vi.fn()) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ManageExercisesDialog dayId={402} dayName="Day 10" logs={logs} onClose={onClose} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return onClose;
};

const column = (name: string) => screen.getByRole('region', { name });

describe('Manage Exercises dialog', () => {
  it('shows both columns with their counts and the empty messages', async () => {
    mockApi({ 'GET /api/exercises/search': () => envelope(paginatorOf([], { perPage: 60 })) });
    renderDialog([]);
    expect(screen.getByRole('dialog', { name: 'Manage Exercises' })).toHaveAccessibleDescription('Day 10');
    expect(
      screen.getByPlaceholderText('Search exercises by name, muscle group, or equipment...'),
    ).toBeInTheDocument();
    expect(
      await within(column('Available Exercises')).findByText('No exercises available'),
    ).toBeInTheDocument();
    expect(within(column('Available Exercises')).getByText('0 exercises')).toBeInTheDocument();
    expect(within(column('Assigned To Training Day')).getByText('No exercises assigned')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Assign to all matching training days' })).not.toBeChecked();
  });

  it('says when a search matches nothing in either column', async () => {
    mockApi({
      'GET /api/exercises/search': (call) =>
        envelope(
          call.path.includes('searchTerm=')
            ? paginatorOf([], { perPage: 60 })
            : paginatorOf([exercise(1, 'Push-up')], { perPage: 60 }),
        ),
    });
    const user = userEvent.setup();
    renderDialog([createLog(7, 'Back Squat')]);
    expect(await within(column('Available Exercises')).findByText('Push-up')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search exercises' }), 'zzz');
    expect(
      await within(column('Available Exercises')).findByText('No exercises match your search'),
    ).toBeInTheDocument();
    expect(within(column('Available Exercises')).getByText('0 exercises found')).toBeInTheDocument();
    expect(
      within(column('Assigned To Training Day')).getByText('No assigned exercises match your search'),
    ).toBeInTheDocument();
  });

  it('assigns with is_persistent, moves the exercise across and reports that the day changed', async () => {
    const api = mockApi({
      'GET /api/exercises/search': () =>
        envelope(paginatorOf([exercise(1, 'Push-up'), exercise(2, 'Bench Press')], { perPage: 60 })),
      'POST /api/user-exercise-activity-logs/add-new': () =>
        envelope({
          ...createLog(70, 'Push-up'),
          exercise: { id: 1, name: 'Push-up', yt_link: null, target_muscle_group: 'chest' },
          assigned_days: 4,
        }),
    });
    const user = userEvent.setup();
    const onClose = renderDialog([]);
    await user.click(screen.getByRole('checkbox', { name: 'Assign to all matching training days' }));
    await user.click(await screen.findByRole('button', { name: 'Assign Push-up' }));
    expect(await screen.findByText('Push-up assigned to 4 training days')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/user-exercise-activity-logs/add-new')[0]!.body).toEqual({
      exercise_id: 1,
      training_day_id: 402,
      is_persistent: true,
    });
    const assigned = column('Assigned To Training Day');
    expect(within(assigned).getByRole('link', { name: 'Push-up' })).toHaveAttribute('target', '_blank');
    expect(within(assigned).getByRole('link', { name: 'Push-up' })).toHaveAttribute(
      'href',
      '/admin/exercise-library/1',
    );
    await waitFor(() =>
      expect(within(column('Available Exercises')).queryByText('Push-up')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it("unassigning moves the exercise to the trash: 'Moved to trash' with Undo, which restores it", async () => {
    const api = mockApi({
      'GET /api/exercises/search': () => envelope(paginatorOf([], { perPage: 60 })),
      'DELETE /api/user-exercise-activity-logs/7': () =>
        envelope({ trash_entry: { type: 'day-exercise', id: 7 } }),
      'POST /api/trash/day-exercise/7/restore': () =>
        envelope({ type: 'day-exercise', id: 7, name: 'Back Squat (Week 2 · Day 1)' }),
    });
    const user = userEvent.setup();
    const onClose = renderDialog([createLog(7, 'Back Squat')]);
    await user.click(screen.getByRole('button', { name: 'Unassign Back Squat' }));

    expect(await screen.findByText('Back Squat removed from the training day')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/user-exercise-activity-logs/7')).toHaveLength(1);
    expect(within(column('Assigned To Training Day')).getByText('No exercises assigned')).toBeInTheDocument();
    expect(await screen.findByText('Moved to trash')).toBeInTheDocument();

    // The modal makes the page behind it inert to the pointer; the toast's own button is clicked directly.
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(await screen.findByText('Restored')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/trash/day-exercise/7/restore')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('closes without a change when nothing was assigned', async () => {
    mockApi({ 'GET /api/exercises/search': () => envelope(paginatorOf([], { perPage: 60 })) });
    const user = userEvent.setup();
    const onClose = renderDialog([]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledWith(false);
  });
});
