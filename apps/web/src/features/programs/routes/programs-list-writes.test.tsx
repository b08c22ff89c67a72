import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, mockApi, type RecordedCall } from '@/test/api-mock';
import { createProgramSummary } from '@/test/program-factories';
import { createProgramDetail } from '../testing/program-factories';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { Component as ProgramsListRoute } from './programs-list-route';
// The list loads its dialogs on first open; loading them with the test keeps a first open on a busy machine
// within the wait for the dialog.
import '../components/program-form-modal';
import '../components/delete-program-dialog';

const LIST = '/api/training-programs';
const SEARCH = '/api/training-programs/admin-search';
const queryOf = (call: RecordedCall) => new URL(call.path, 'http://localhost').searchParams;

const programs = Array.from({ length: 40 }, (_, index) =>
  createProgramSummary({ id: index + 1, name: `Program ${index + 1}` }),
);
const pageAnswer = (call: RecordedCall) => {
  const page = Number(queryOf(call).get('page') ?? 1);
  return envelope(paginatorOf(programs.slice((page - 1) * 30, page * 30), { page, total: programs.length }));
};

const renderList = (url = '/admin/programs') =>
  renderWithRouter(<ProgramsListRoute />, { path: '/admin/programs', url });
const table = async () => within(await screen.findByRole('table', { name: 'Training programs' }));

// Whole screens with dialogs: generous time for a busy CI machine.
describe('programs list writes', { timeout: 15_000 }, () => {
  it('creates a program with the form values and fetches the list again', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${LIST}`]: pageAnswer,
      [`POST ${LIST}/create-admin-program`]: () =>
        envelope(createProgramDetail({ id: 99 }), 'Program created'),
    });
    renderList();
    await table();
    await user.click(screen.getByRole('button', { name: 'Add Program' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Program' }));
    await user.type(dialog.getByLabelText(/^Program Name/), 'Winter Base');
    await user.type(dialog.getByLabelText(/^Description/), 'Aerobic base.');
    await user.click(dialog.getByRole('button', { name: 'Create Program' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', `${LIST}/create-admin-program`)[0]!.body).toEqual({
      name: 'Winter Base',
      program_type: 'cardio',
      difficulty_level: 'beginner',
      duration_weeks: 4,
      training_days_per_week: 3,
      workout_duration: '15 - 30 mins',
      description: 'Aerobic base.',
    });
    await waitFor(() => expect(api.callsTo('GET', LIST)).toHaveLength(2));
  });

  it('edits from the list without sending training days per week', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${LIST}`]: pageAnswer,
      [`PUT ${LIST}/3`]: () => envelope(createProgramDetail({ id: 3 })),
    });
    renderList();
    await user.click((await table()).getByRole('button', { name: 'Edit Program 3' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Program' }));
    await user.clear(dialog.getByLabelText(/^Program Name/));
    await user.type(dialog.getByLabelText(/^Program Name/), 'Renamed');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(api.callsTo('PUT', `${LIST}/3`)).toHaveLength(1));
    const body = api.callsTo('PUT', `${LIST}/3`)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'Renamed', duration_weeks: 4, workout_duration: '45 - 60 mins' });
    expect(body).not.toHaveProperty('training_days_per_week');
    await waitFor(() => expect(api.callsTo('GET', LIST)).toHaveLength(2));
  });

  it('in search mode, a delete re-runs the current search page', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${SEARCH}`]: pageAnswer,
      [`DELETE ${LIST}/31`]: () => envelope({ id: 31 }),
    });
    renderList('/admin/programs?search=Program&page=2');
    await user.click((await table()).getByRole('button', { name: 'Delete Program 31' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Program' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this training program?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.callsTo('DELETE', `${LIST}/31`)).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET', SEARCH)).toHaveLength(2));
    const rerun = api.callsTo('GET', SEARCH)[1]!;
    expect(queryOf(rerun).get('searchTerm')).toBe('Program');
    expect(queryOf(rerun).get('page')).toBe('2');
    expect(api.callsTo('GET', LIST)).toHaveLength(0);
  });

  it('a single delete offers Undo, which restores the program through the trash', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${LIST}`]: pageAnswer,
      [`DELETE ${LIST}/4`]: () => envelope({ id: 4 }),
      'POST /api/trash/program/4/restore': () => envelope({ type: 'program', id: 4, name: 'Program 4' }),
    });
    renderList();
    await user.click((await table()).getByRole('button', { name: 'Delete Program 4' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Program' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this training program? It goes to the trash with its weeks, days and assignments and can be restored for 30 days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Moved to trash')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/trash/program/4/restore')).toHaveLength(1));
    expect(await screen.findByText('Restored')).toBeInTheDocument();
  });

  it('in search mode, "all matching" sends the term as the list\'s search with the total seen', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${SEARCH}`]: pageAnswer,
      [`POST ${LIST}/bulk-delete`]: () =>
        envelope({ type: 'program', batch_id: 'b-2', count: 40, skipped: 0 }),
    });
    renderList('/admin/programs?search=Program');
    await user.click((await table()).getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    expect(bar).toHaveTextContent('30 selected');
    await user.click(within(bar).getByRole('button', { name: 'Select all 40 matching' }));
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 40 programs' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.callsTo('POST', `${LIST}/bulk-delete`)).toHaveLength(1));
    expect(api.callsTo('POST', `${LIST}/bulk-delete`)[0]!.body).toEqual({
      all_matching: { search: 'Program' },
      expected_total: 40,
    });
    expect(await screen.findByText('40 programs moved to trash')).toBeInTheDocument();
  });

  it('shows a failed delete as "Error: ..." and keeps the program', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${LIST}`]: pageAnswer,
      [`DELETE ${LIST}/2`]: () => errorResponse(500, 'Failed to delete program'),
    });
    renderList();
    await user.click((await table()).getByRole('button', { name: 'Delete Program 2' }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error: Failed to delete program');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await table()).getByRole('link', { name: 'Program 2' })).toBeInTheDocument();
  });
});
