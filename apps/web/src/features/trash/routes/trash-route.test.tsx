import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, mockApi, type RecordedCall } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createTrashEntry } from '../testing/trash-factories';
import { Component as TrashRoute } from './trash-route';

const TRASH = '/api/trash';
const queryOf = (call: RecordedCall) => new URL(call.path, 'http://localhost').searchParams;
const renderTrash = (url = '/admin/trash') => renderWithRouter(<TrashRoute />, { path: '/admin/trash', url });

const program = createTrashEntry();
const comment = createTrashEntry({
  type: 'comment',
  id: 31,
  name: 'Great session today',
  goes_with: null,
  deleted_by: null,
  parent: { type: 'post', id: 5, name: 'Monday check-in' },
});

describe('trash page', { timeout: 15_000 }, () => {
  it('lists name, type, what goes with it, who deleted it, when, and the purge date', async () => {
    mockApi({
      [`GET ${TRASH}`]: () => envelope(paginatorOf([program, comment], { perPage: 20, total: 2 })),
      [`GET ${TRASH}/settings`]: () => envelope({ retention_days: 14 }),
    });
    renderTrash();
    const table = await screen.findByRole('table', { name: 'Trash' });
    const row = within(table).getByRole('row', { name: /Strength Base/ });
    expect(row).toHaveTextContent('Program');
    expect(row).toHaveTextContent('4 weeks, 40 exercises, 12 users');
    expect(row).toHaveTextContent('Jane Smith');
    expect(row).toHaveTextContent('jane@example.com');
    // Deleted: the long form (a moment); purged on: the short form (a day).
    expect(row).toHaveTextContent('Nov 20, 2026, 10:42 AM');
    expect(row).toHaveTextContent('Dec 20, 2026');
    expect(row).not.toHaveTextContent('Dec 20, 2026,');
    expect(within(table).getByRole('row', { name: /Great session today/ })).toHaveTextContent(
      'On the post “Monday check-in”',
    );
    expect(await screen.findByText(/can be restored for 14 days/)).toBeInTheDocument();
  });

  it("names a member's logged workout and check-in by their types, deleted by the member", async () => {
    const workout = createTrashEntry({
      type: 'workout-session',
      id: 41,
      name: 'Strength Base, week 2 day 3, 2026-11-18',
      goes_with: '12 sets',
      deleted_by: { id: 9, name: 'Anna Berg', email: 'anna@example.com' },
    });
    const checkIn = createTrashEntry({
      type: 'check-in',
      id: 42,
      name: 'Anna Berg, 2026-11-19',
      goes_with: '2 photos',
      deleted_by: { id: 9, name: 'Anna Berg', email: 'anna@example.com' },
    });
    mockApi({
      [`GET ${TRASH}`]: () => envelope(paginatorOf([workout, checkIn], { perPage: 20, total: 2 })),
      [`GET ${TRASH}/settings`]: () => envelope({ retention_days: 30 }),
    });
    renderTrash();
    const table = await screen.findByRole('table', { name: 'Trash' });
    const workoutRow = within(table).getByRole('row', { name: /week 2 day 3/ });
    expect(workoutRow).toHaveTextContent('Logged Workout');
    expect(workoutRow).toHaveTextContent('12 sets');
    const checkInRow = within(table).getByRole('row', { name: /Anna Berg, 2026-11-19/ });
    expect(checkInRow).toHaveTextContent('Check-in');
    expect(checkInRow).toHaveTextContent('2 photos');
  });

  it('says how long deleted records can be restored, with a plural that fits', async () => {
    mockApi({
      [`GET ${TRASH}`]: () => envelope(paginatorOf([], { perPage: 20 })),
      [`GET ${TRASH}/settings`]: () => envelope({ retention_days: 1 }),
    });
    renderTrash();
    expect(
      await screen.findByText('Deleted records can be restored for 1 day, then they are removed for good.'),
    ).toBeInTheDocument();
  });

  it("says 'Trash is empty' and filters by type and search through the URL", async () => {
    const api = mockApi({ [`GET ${TRASH}`]: () => envelope(paginatorOf([], { perPage: 20 })) });
    const user = userEvent.setup();
    const view = renderTrash();
    expect(await screen.findByText('Trash is empty')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by type' }), 'exercise');
    await user.type(screen.getByRole('searchbox', { name: 'Search the trash' }), 'squat{Enter}');
    await waitFor(() => expect(view.location()).toBe('/admin/trash?type=exercise&search=squat'));
    await waitFor(() => {
      const last = queryOf(api.callsTo('GET', TRASH).at(-1)!);
      expect([last.get('type'), last.get('search')]).toEqual(['exercise', 'squat']);
    });
    expect(await screen.findByText('Nothing in the trash matches')).toBeInTheDocument();
  });

  it('restores an entry and fetches the trash again', async () => {
    let entries = [program, comment];
    const api = mockApi({
      [`GET ${TRASH}`]: () => envelope(paginatorOf(entries, { perPage: 20 })),
      [`POST ${TRASH}/program/7/restore`]: () => {
        entries = [comment];
        return envelope({ type: 'program', id: 7, name: 'Strength Base' });
      },
    });
    const user = userEvent.setup();
    renderTrash();
    const table = await screen.findByRole('table', { name: 'Trash' });
    await user.click(
      within(within(table).getByRole('row', { name: /Strength Base/ })).getByRole('button', {
        name: 'Restore',
      }),
    );

    await waitFor(() => expect(api.callsTo('POST', `${TRASH}/program/7/restore`)).toHaveLength(1));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Restored: Strength Base');
    await waitFor(() =>
      expect(within(table).queryByRole('row', { name: /Strength Base/ })).not.toBeInTheDocument(),
    );
  });

  it('lists a day exercise a replace put in the trash with its program, and shows its restore clash', async () => {
    const dayExercise = createTrashEntry({
      type: 'day-exercise',
      id: 91,
      name: 'Back squat (Monday, week 2)',
      goes_with: '3 sets',
      parent: { type: 'program', id: 7, name: 'Strength Base' },
    });
    const clash =
      "'Back squat' cannot come back to Week 2 · Day 1 of 'Strength Base': the day holds it again; remove it there first";
    mockApi({
      [`GET ${TRASH}`]: () => envelope(paginatorOf([dayExercise])),
      [`POST ${TRASH}/day-exercise/91/restore`]: () => errorResponse(409, clash),
    });
    const user = userEvent.setup();
    renderTrash();
    const table = await screen.findByRole('table', { name: 'Trash' });
    // Named by weekday when it was trashed; the trash names the day as every other screen does.
    const row = within(table).getByRole('row', { name: /Back squat \(Week 2 · Day 1\)/ });
    expect(row).not.toHaveTextContent('Monday');
    expect(row).toHaveTextContent('Day Exercise');
    expect(row).toHaveTextContent('3 sets');
    expect(row).toHaveTextContent('On the program “Strength Base”');
    expect(
      within(screen.getByRole('combobox', { name: 'Filter by type' })).getByRole('option', {
        name: 'Day Exercises',
      }),
    ).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(clash);
  });

  it("shows a restore's clash", async () => {
    mockApi({
      [`GET ${TRASH}`]: () =>
        envelope(paginatorOf([createTrashEntry({ type: 'user', id: 4, name: 'Ann Lee' })])),
      [`POST ${TRASH}/user/4/restore`]: () =>
        errorResponse(409, 'Cannot restore: another active user now uses this email'),
    });
    const user = userEvent.setup();
    renderTrash();
    const table = await screen.findByRole('table', { name: 'Trash' });
    await user.click(within(table).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot restore: another active user now uses this email',
    );
  });

  it('deletes forever after the confirmation that says it cannot be undone', async () => {
    let entries = [program];
    const api = mockApi({
      [`GET ${TRASH}`]: () => envelope(paginatorOf(entries, { perPage: 20 })),
      [`DELETE ${TRASH}/program/7`]: () => {
        entries = [];
        return envelope({ type: 'program', id: 7 });
      },
    });
    const user = userEvent.setup();
    renderTrash();
    const table = await screen.findByRole('table', { name: 'Trash' });
    await user.click(within(table).getByRole('button', { name: 'Delete forever' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete forever' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this program forever? This action cannot be undone.',
    );
    expect(dialog).toHaveTextContent('With it: 4 weeks, 40 exercises, 12 users');
    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }));

    await waitFor(() => expect(api.callsTo('DELETE', `${TRASH}/program/7`)).toHaveLength(1));
    expect(await screen.findByText('Trash is empty')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Deleted forever');
  });
});
