import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditMessages, type ProgramDetail } from '@coachboard/contract';
import { envelope, errorResponse, mockApi, type MockHandler } from '@/test/api-mock';
import { readRecentRecords, rememberRecord } from '@/lib/recent-records';
import { auditPage, createAuditEntry } from '@/test/audit-factories';
import { createProgramDetail, createTrainingWeeks } from '../testing/program-factories';
import { paginatorOf } from '@/test/paginator';
import { createUserSummary } from '@/test/user-factories';
import { renderWithRouter } from '@/test/render-with-router';
import { Component as ProgramDetailRoute } from './programs-detail-route';

const PROGRAM = '/api/training-programs/12';

const mockProgram = (program: ProgramDetail, extra: Record<string, MockHandler> = {}) =>
  mockApi({
    [`GET ${PROGRAM}`]: () => envelope(program),
    [`GET ${PROGRAM}/training-weeks/all`]: () => envelope(createTrainingWeeks(program.duration_weeks)),
    [`GET ${PROGRAM}/assigned-users`]: (call) => {
      const page = Number(new URL(call.path, 'http://localhost').searchParams.get('page'));
      const users = program.users.slice((page - 1) * 20, page * 20);
      return envelope({
        ...paginatorOf(users, { page, perPage: 20, total: program.users.length }),
      });
    },
    [`GET ${PROGRAM}/available-users`]: () =>
      envelope(
        paginatorOf([createUserSummary({ id: 77, first_name: 'Nia', last_name: 'Long' })], { perPage: 20 }),
      ),
    ...extra,
  });

const renderDetail = () =>
  renderWithRouter(<ProgramDetailRoute />, { path: '/admin/programs/:id', url: '/admin/programs/12' });

const infoValue = (label: string) =>
  within(screen.getByRole('region', { name: 'Program Information' })).getByText(label, { selector: 'dt' })
    .nextElementSibling;

const program = createProgramDetail({
  id: 12,
  name: 'Summer Shred',
  program_type: 'mobility_and_warm_up',
  difficulty_level: 'advanced',
  duration_weeks: 8,
  training_days_per_week: null,
  workout_duration: '60 - 90 mins',
  description: null,
  created_at: '2026-01-05T10:00:00.000Z',
  training_program_image: { id: 4, full_path: '/uploads/training-programs/shred.png' },
  users: [
    createUserSummary({ id: 1, first_name: 'Alice', last_name: 'Smith' }),
    createUserSummary({ id: 2, first_name: null, last_name: null, email: 'anon@example.com' }),
  ],
});

describe('program detail', { timeout: 15_000 }, () => {
  it('shows the program information card', async () => {
    mockProgram(program);
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Shred' })).toBeInTheDocument();
    expect(infoValue('Program Type')).toHaveTextContent('Mobility and Warm-up');
    expect(infoValue('Difficulty')).toHaveTextContent('Advanced');
    expect(infoValue('Duration')).toHaveTextContent('8 weeks');
    expect(infoValue('Training Days per Week')).toHaveTextContent('Not specified');
    expect(infoValue('Workout Duration')).toHaveTextContent('60 - 90 mins');
    expect(infoValue('Created')).toHaveTextContent('January 5, 2026');
    expect(infoValue('Image URL')).toHaveTextContent('/uploads/training-programs/shred.png');
    expect(screen.getByText('No description provided')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Summer Shred' })).toHaveAttribute(
      'src',
      '/uploads/training-programs/shred.png',
    );
    expect(screen.getByRole('link', { name: 'Back to Programs' })).toHaveAttribute('href', '/admin/programs');
    expect(await screen.findByText('Week 1 of 8')).toBeInTheDocument();
  });

  it('lists assigned users by full name or e-mail', async () => {
    mockProgram(program);
    renderDetail();
    expect(await screen.findByText('2 user(s) assigned')).toBeInTheDocument();
    const chips = within(screen.getByRole('list', { name: 'Assigned users' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Alice Smith', 'anon@example.com']);
  });

  it('says when no users are assigned', async () => {
    mockProgram({ ...program, users: [], training_days_per_week: 4, description: 'Hard work.' });
    renderDetail();
    expect(await screen.findByText('No Users Assigned')).toBeInTheDocument();
    expect(screen.getByText('This program is not currently assigned to any users.')).toBeInTheDocument();
    expect(screen.getByText('0 user(s) assigned')).toBeInTheDocument();
    expect(infoValue('Training Days per Week')).toHaveTextContent('4');
    expect(screen.getByText('Hard work.')).toBeInTheDocument();
  });

  it('says "Program not found" with a Back button for a missing program', async () => {
    mockApi({ [`GET ${PROGRAM}`]: () => errorResponse(404, 'Program not found') });
    const user = userEvent.setup();
    const { location } = renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Program not found');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/admin/programs');
  });

  it('reports any other failure as an unexpected error', async () => {
    mockApi({ [`GET ${PROGRAM}`]: () => errorResponse(500, 'boom') });
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred while fetching program',
    );
  });

  it('deletes the program after confirmation and goes back to the list', async () => {
    const api = mockProgram(program, { [`DELETE ${PROGRAM}`]: () => envelope({ id: 12 }) });
    const user = userEvent.setup();
    const { location } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete Program' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Program' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location()).toBe('/admin/programs'));
    expect(api.callsTo('DELETE', PROGRAM)).toHaveLength(1);
  });

  it('asks nothing more about a deleted program: no weeks, users or volume after the delete', async () => {
    let gone = false;
    const notFound = () => errorResponse(404, 'Program not found');
    const whileThere =
      (handler: MockHandler): MockHandler =>
      (call) =>
        gone ? notFound() : handler(call);
    const handlers: Record<string, MockHandler> = {
      [`GET ${PROGRAM}`]: () => envelope(program),
      [`GET ${PROGRAM}/training-weeks/all`]: () => envelope(createTrainingWeeks(program.duration_weeks)),
      [`GET ${PROGRAM}/assigned-users`]: () => envelope(paginatorOf(program.users, { perPage: 20 })),
      [`GET ${PROGRAM}/volume`]: () => envelope({ program_id: 12, muscle_groups: [], weeks: [] }),
      [`GET ${PROGRAM}/copies`]: () => envelope(paginatorOf([], { perPage: 20 })),
    };
    const api = mockApi({
      ...Object.fromEntries(Object.entries(handlers).map(([route, handler]) => [route, whileThere(handler)])),
      [`DELETE ${PROGRAM}`]: () => {
        gone = true;
        return envelope({ id: 12 });
      },
    });
    const user = userEvent.setup();
    const { location, queryClient } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Delete Program' }));
    await waitFor(() => expect(api.callsTo('GET', `${PROGRAM}/volume`)).toHaveLength(1));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location()).toBe('/admin/programs'));

    const afterDelete = api.calls.slice(api.calls.indexOf(api.callsTo('DELETE', PROGRAM)[0]!) + 1);
    expect(afterDelete.filter((call) => call.path.startsWith(PROGRAM))).toEqual([]);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['programs', 'detail', 12] })).toEqual([]);
  });

  it("opens the program's History from the header as a side panel, closed by Escape or Close", async () => {
    const api = mockProgram(program, {
      'GET /api/audit': () =>
        envelope(
          auditPage([
            createAuditEntry({ id: 11, changes: { name: { before: 'Shred', after: 'Summer Shred' } } }),
          ]),
        ),
    });
    const user = userEvent.setup();
    renderDetail();
    const open = await screen.findByRole('button', { name: auditMessages.history });
    // Nothing of the history is read (nor its code loaded) before it is asked for.
    expect(api.callsTo('GET', '/api/audit')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: auditMessages.history })).not.toBeInTheDocument();

    await user.click(open);
    const panel = await screen.findByRole('dialog', { name: auditMessages.history });
    expect(panel).toHaveAccessibleDescription('Summer Shred');
    const entries = await within(panel).findByRole('list', { name: 'History entries' });
    expect(entries).toHaveTextContent('name "Shred" → "Summer Shred"');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits from the detail page with the training days and the image of the program', async () => {
    const withDays = { ...program, training_days_per_week: 3, image: '/legacy.png' };
    const api = mockProgram(withDays, { [`PUT ${PROGRAM}`]: () => envelope(withDays) });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Program' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Program' }));
    await user.type(dialog.getByLabelText(/^Description/), 'New text');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT', PROGRAM)).toHaveLength(1));
    expect(api.callsTo('PUT', PROGRAM)[0]!.body).toEqual({
      name: 'Summer Shred',
      program_type: 'mobility_and_warm_up',
      difficulty_level: 'advanced',
      workout_duration: '60 - 90 mins',
      description: 'New text',
      duration_weeks: 8,
      training_days_per_week: 3,
      image: '/legacy.png',
      expected_updated_at: withDays.updated_at,
    });
  });

  it('refreshes the program after Manage Users only when something changed', async () => {
    const api = mockProgram(program, {
      [`POST ${PROGRAM}/assign-user/77`]: () => envelope(createUserSummary({ id: 77 })),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Manage Users' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(api.callsTo('GET', PROGRAM)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Manage Users' }));
    await user.click(await screen.findByRole('button', { name: 'Assign Nia Long' }));
    expect(await screen.findByText('Nia Long assigned successfully!')).toBeInTheDocument();
    expect(api.callsTo('GET', PROGRAM)).toHaveLength(1);
    const cardPageCalls = () =>
      api.callsTo('GET', `${PROGRAM}/assigned-users`).filter((call) => call.path.includes('page=1&'));
    const before = cardPageCalls().length;
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(api.callsTo('GET', PROGRAM)).toHaveLength(2));
    // The assigned-users pages were made stale by the assignment and load again with the page.
    await waitFor(() => expect(cardPageCalls().length).toBeGreaterThan(before));
  });

  it('pages the assigned users from the assigned-users list, with the shared pagination', async () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      createUserSummary({ id: 200 + index, first_name: 'Member', last_name: `${index + 1}` }),
    );
    const api = mockProgram({ ...program, users: many });
    const user = userEvent.setup();
    renderDetail();
    expect(await screen.findByText('45 user(s) assigned')).toBeInTheDocument();
    const chips = () => within(screen.getByRole('list', { name: 'Assigned users' })).getAllByRole('listitem');
    expect(chips()).toHaveLength(20);
    expect(screen.getByText('Showing 1 to 20 of 45 users')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('pagination-full')).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 41 to 45 of 45 users')).toBeInTheDocument();
    expect(chips().map((chip) => chip.textContent)).toEqual([41, 42, 43, 44, 45].map((n) => `Member ${n}`));
    const lastCall = new URL(
      api.callsTo('GET', `${PROGRAM}/assigned-users`).at(-1)!.path,
      'http://localhost',
    );
    expect(lastCall.searchParams.get('page')).toBe('3');
    expect(lastCall.searchParams.get('per_page')).toBe('20');
  });

  it('puts the program first among the recently opened records', async () => {
    mockProgram(program);
    rememberRecord({ kind: 'users', id: 1, title: 'Alice Smith', subtitle: '', path: '/admin/users/1' });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Shred' })).toBeInTheDocument();
    await waitFor(() =>
      expect(readRecentRecords().map((record) => [record.title, record.subtitle, record.path])).toEqual([
        ['Summer Shred', 'Mobility and Warm-up · 8 weeks', '/admin/programs/12'],
        ['Alice Smith', '', '/admin/users/1'],
      ]),
    );
  });
});
