import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, mockApi, type MockHandler } from '@/test/api-mock';
import { createTrainingWeeks } from '../testing/program-factories';
import { paginatorOf } from '@/test/paginator';
import { infoValue, mockProgram, program, PROGRAM, renderDetail } from '../testing/program-detail-page';

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
});
