import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardMessages } from '@coachboard/contract';
import { envelope, errorResponse, mockApi, type RecordedCall } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { adminPattern } from '@/lib/route-paths';
import { createEmptyTrainingDay } from '../testing/dashboard-factories';
import { Component as EmptyTrainingDaysRoute } from './empty-training-days-route';

const EMPTY_DAYS = '/api/training-days/empty';
const pageOf = (call: RecordedCall) => Number(new URL(call.path, 'http://x').searchParams.get('page') ?? 1);

const renderList = (url = '/admin/attention/empty-training-days') =>
  renderWithRouter(<EmptyTrainingDaysRoute />, { path: adminPattern('emptyTrainingDays'), url });

const table = async () => within(await screen.findByRole('table', { name: 'Empty training days' }));

const days = [
  createEmptyTrainingDay(),
  createEmptyTrainingDay({
    id: 290,
    program_id: 5,
    program_name: 'Mobility Flow',
    week_id: 51,
    week_number: 1,
    day_number: 6,
    users_count: 1,
  }),
];

describe('Empty training days page', { timeout: 15_000 }, () => {
  it('lists each day with its program, week, day and users, linking to its editor', async () => {
    const user = userEvent.setup();
    mockApi({ [`GET ${EMPTY_DAYS}`]: () => envelope(paginatorOf(days, { perPage: 50 })) });
    const view = renderList();

    expect(
      await screen.findByRole('heading', { name: dashboardMessages.emptyDaysTitle }),
    ).toBeInTheDocument();
    const [first, second] = (await table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(first!.getByRole('link', { name: 'Strength Base, week 2, day 3' })).toHaveAttribute(
      'href',
      '/admin/programs/3/weeks/40/days/281',
    );
    expect(first!.getByText('Week 2')).toBeInTheDocument();
    expect(first!.getByText('Day 3')).toBeInTheDocument();
    expect(first!.getByText('4')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 days')).toBeInTheDocument();
    expect(second!.getByRole('link', { name: 'Mobility Flow, week 1, day 6' })).toHaveAttribute(
      'href',
      '/admin/programs/5/weeks/51/days/290',
    );

    await user.click(first!.getByRole('link', { name: 'Strength Base, week 2, day 3' }));
    expect(view.location()).toBe('/admin/programs/3/weeks/40/days/281');
  });

  it('pages through the days', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 60 }, (_, index) =>
      createEmptyTrainingDay({ id: 1000 + index, program_name: `Program ${index + 1}` }),
    );
    const api = mockApi({
      [`GET ${EMPTY_DAYS}`]: (call) => {
        const page = pageOf(call);
        return envelope(
          paginatorOf(many.slice((page - 1) * 50, page * 50), { page, perPage: 50, total: 60 }),
        );
      },
    });
    const view = renderList();

    expect((await table()).getByRole('link', { name: 'Program 1, week 2, day 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(
      await (await table()).findByRole('link', { name: 'Program 51, week 2, day 3' }),
    ).toBeInTheDocument();
    expect(view.location()).toBe('/admin/attention/empty-training-days?page=2');
    expect(api.callsTo('GET', EMPTY_DAYS).map(pageOf)).toEqual([1, 2]);
  });

  it('says when no day is empty', async () => {
    mockApi({ [`GET ${EMPTY_DAYS}`]: () => envelope(paginatorOf([], { perPage: 50 })) });
    renderList();
    expect(await screen.findByText(dashboardMessages.emptyDaysNone)).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    mockApi({ [`GET ${EMPTY_DAYS}`]: () => errorResponse(500, 'Database is asleep') });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is asleep');
    expect(screen.queryByText(dashboardMessages.emptyDaysNone)).not.toBeInTheDocument();
  });

  it('links back to the dashboard', async () => {
    mockApi({ [`GET ${EMPTY_DAYS}`]: () => envelope(paginatorOf(days, { perPage: 50 })) });
    renderList();
    expect(await screen.findByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });
});
