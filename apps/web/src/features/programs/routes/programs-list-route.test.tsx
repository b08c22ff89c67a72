import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProgramSummary } from '@coachboard/contract';
import { envelope, errorResponse, mockApi, type RecordedCall } from '@/test/api-mock';
import { createProgramSummary } from '@/test/program-factories';
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

/** 65 programs over 3 pages of 30; search answers one page with the programs whose name contains the term. */
const catalogue = Array.from({ length: 65 }, (_, index) =>
  createProgramSummary({ id: index + 1, name: `Program ${index + 1}` }),
);
const pageOf = (programs: ProgramSummary[], page: number) =>
  paginatorOf(programs.slice((page - 1) * 30, page * 30), { page, total: programs.length });

const mockPrograms = (programs: ProgramSummary[] = catalogue) =>
  mockApi({
    [`GET ${LIST}`]: (call) => envelope(pageOf(programs, Number(queryOf(call).get('page') ?? 1))),
    [`GET ${SEARCH}`]: (call) => {
      const term = (queryOf(call).get('searchTerm') ?? '').toLowerCase();
      const found = programs.filter((program) => program.name.toLowerCase().includes(term));
      return envelope(pageOf(found, Number(queryOf(call).get('page') ?? 1)));
    },
  });

const renderList = (url = '/admin/programs') =>
  renderWithRouter(<ProgramsListRoute />, { path: '/admin/programs', url });

const table = async () => within(await screen.findByRole('table', { name: 'Training programs' }));
const searchBox = () => screen.getByRole('searchbox', { name: 'Search programs' });

// Whole screens: generous time for a busy CI machine.
describe('programs list', { timeout: 15_000 }, () => {
  it('shows each program with type, difficulty badge, duration and labelled actions', async () => {
    mockPrograms([
      createProgramSummary({
        id: 7,
        name: 'Morning Mobility',
        program_type: 'mobility_and_warm_up',
        difficulty_level: 'intermediate',
        duration_weeks: 6,
        workout_duration: '15 mins',
        is_admin: true,
        training_program_image: { id: 3, full_path: '/uploads/morning.png' },
      }),
      createProgramSummary({ id: 8, name: 'Couch to 5k', difficulty_level: 'advanced', is_admin: false }),
    ]);
    renderList();
    const rows = (await table()).getAllByRole('row').slice(1);
    const [mobility, couch] = rows.map((row) => within(row));
    expect(mobility!.getByRole('link', { name: 'Morning Mobility' })).toHaveAttribute(
      'href',
      '/admin/programs/7',
    );
    expect(mobility!.getByText('Admin')).toBeInTheDocument();
    expect(mobility!.getByText('Mobility and Warm-up')).toBeInTheDocument();
    expect(mobility!.getByText('Intermediate')).toHaveAttribute('data-tone', 'yellow');
    expect(mobility!.getByText('6 weeks')).toBeInTheDocument();
    expect(mobility!.getByText('15 mins')).toBeInTheDocument();
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', '/uploads/morning.png');
    expect(mobility!.getByRole('button', { name: 'Edit Morning Mobility' })).toBeInTheDocument();
    expect(mobility!.getByRole('button', { name: 'Delete Morning Mobility' })).toBeInTheDocument();
    expect(mobility!.getByRole('button', { name: 'Manage users of Morning Mobility' })).toBeInTheDocument();

    expect(couch!.queryByText('Admin')).not.toBeInTheDocument();
    expect(couch!.getByText('Advanced')).toHaveAttribute('data-tone', 'red');
    expect(couch!.getByTestId('program-image-placeholder')).toBeInTheDocument();
  });

  it('says "No programs found" when there are none, without a pagination bar', async () => {
    mockPrograms([]);
    renderList();
    expect(await screen.findByText('No programs found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('hides the pagination bar when everything fits on one page', async () => {
    mockPrograms(catalogue.slice(0, 12));
    renderList();
    await table();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages through the list and keeps the page in the URL', async () => {
    const user = userEvent.setup();
    const api = mockPrograms();
    const { location } = renderList();
    const pagination = within(await screen.findByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getByText('Showing 1 to 30 of 65 programs')).toBeInTheDocument();

    await user.click(within(screen.getByTestId('pagination-full')).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 61 to 65 of 65 programs')).toBeInTheDocument();
    expect(location()).toBe('/admin/programs?page=3');
    expect(queryOf(api.callsTo('GET', LIST).at(-1)!).get('page')).toBe('3');
    expect((await table()).getByRole('link', { name: 'Program 65' })).toBeInTheDocument();
  });

  it('opens the page the URL names', async () => {
    mockPrograms();
    renderList('/admin/programs?page=2');
    expect(await screen.findByText('Showing 31 to 60 of 65 programs')).toBeInTheDocument();
  });

  it('opens a program when its row is clicked, but not from the edit or delete buttons', async () => {
    const user = userEvent.setup();
    mockPrograms(catalogue.slice(0, 3));
    const { location } = renderList();
    const rows = (await table()).getAllByRole('row');
    await user.click(within(rows[2]!).getByRole('button', { name: 'Edit Program 2' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Program' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(rows[2]!).getByRole('button', { name: 'Delete Program 2' }));
    expect(await screen.findByRole('alertdialog', { name: 'Delete Program' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/admin/programs');

    await user.click(within(rows[2]!).getByText('Strength'));
    expect(location()).toBe('/admin/programs/2');
  });

  it('shows "Error loading programs: ..." with the server message', async () => {
    mockApi({ [`GET ${LIST}`]: () => errorResponse(500, 'Database is asleep') });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading programs: Database is asleep');
  });

  it('falls back to the unexpected-error text when the request itself fails', async () => {
    const api = mockApi({});
    api.fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading programs: An unexpected error occurred while fetching programs',
    );
  });
});

describe('programs search mode', { timeout: 15_000 }, () => {
  it('enters search mode with a non-empty term, through admin-search, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const api = mockPrograms();
    const { location } = renderList();
    await table();
    await user.type(searchBox(), '  Program 1  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Showing search results for "Program 1"')).toBeInTheDocument();
    expect(location()).toBe('/admin/programs?search=Program+1');
    const searchCall = api.callsTo('GET', SEARCH).at(-1)!;
    expect(queryOf(searchCall).get('searchTerm')).toBe('Program 1');
    expect(queryOf(searchCall).get('page')).toBe('1');
    // 'Program 1', 'Program 10'..'Program 19': eleven results on one page, and the bar still shows.
    expect(await screen.findByText('Showing 1 to 11 of 11 programs (search results)')).toBeInTheDocument();
    expect((await table()).getAllByRole('row')).toHaveLength(12);
  });

  it('restores search mode, term and page from the URL', async () => {
    const api = mockPrograms();
    renderList('/admin/programs?search=Program&page=2');
    expect(await screen.findByText('Showing 31 to 60 of 65 programs (search results)')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('Program');
    expect(queryOf(api.callsTo('GET', SEARCH)[0]!).get('page')).toBe('2');
    expect(api.callsTo('GET', LIST)).toHaveLength(0);
  });

  it('leaves search mode when an empty term is submitted', async () => {
    const user = userEvent.setup();
    mockPrograms();
    const { location } = renderList('/admin/programs?search=Program+6');
    await screen.findByText('Showing search results for "Program 6"');
    await user.clear(searchBox());
    await user.type(searchBox(), '   {Enter}');
    expect(await screen.findByText('Showing 1 to 30 of 65 programs')).toBeInTheDocument();
    expect(screen.queryByText(/Showing search results/)).not.toBeInTheDocument();
    expect(location()).toBe('/admin/programs');
  });

  it('leaves search mode with Clear and empties the box', async () => {
    const user = userEvent.setup();
    mockPrograms();
    const { location } = renderList('/admin/programs?search=Program+6&page=1');
    await screen.findByText('Showing search results for "Program 6"');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Showing 1 to 30 of 65 programs')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
    expect(location()).toBe('/admin/programs');
  });

  it('leaves search mode with Refresh and reloads the list', async () => {
    const user = userEvent.setup();
    const api = mockPrograms();
    const { location } = renderList('/admin/programs?search=Program+6');
    await screen.findByText('Showing search results for "Program 6"');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Showing 1 to 30 of 65 programs')).toBeInTheDocument();
    expect(location()).toBe('/admin/programs');
    expect(searchBox()).toHaveValue('');
    expect(api.callsTo('GET', LIST).length).toBeGreaterThanOrEqual(1);
  });

  it('Refresh outside search mode fetches the current page again', async () => {
    const user = userEvent.setup();
    const api = mockPrograms();
    renderList('/admin/programs?page=2');
    await screen.findByText('Showing 31 to 60 of 65 programs');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsTo('GET', LIST)).toHaveLength(2));
    expect(queryOf(api.callsTo('GET', LIST)[1]!).get('page')).toBe('2');
  });

  it('shows "Error searching programs: ..." when the search fails', async () => {
    mockApi({ [`GET ${SEARCH}`]: () => errorResponse(422, 'Search term must not exceed 255 characters') });
    renderList('/admin/programs?search=x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error searching programs: Search term must not exceed 255 characters',
    );
  });

  it('goes back to the previous search page with the browser history', async () => {
    const user = userEvent.setup();
    mockPrograms();
    const { router } = renderList('/admin/programs?search=Program');
    await screen.findByText('Showing 1 to 30 of 65 programs (search results)');
    await user.click(
      within(screen.getByTestId('pagination-full')).getByRole('button', { name: 'Next page' }),
    );
    await screen.findByText('Showing 31 to 60 of 65 programs (search results)');
    await act(() => router.navigate(-1));
    expect(await screen.findByText('Showing 1 to 30 of 65 programs (search results)')).toBeInTheDocument();
  });
});
