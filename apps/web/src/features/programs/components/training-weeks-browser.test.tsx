import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { createTrainingWeeks } from '../testing/program-factories';
import { renderWithRouter } from '@/test/render-with-router';
import { TrainingWeeksBrowser } from './training-weeks-browser';

const WEEKS = '/api/training-programs/9/training-weeks/all';

const renderBrowser = (url = '/admin/programs/9') =>
  renderWithRouter(<TrainingWeeksBrowser programId={9} />, { path: '/admin/programs/:id', url });

const daysGrid = (week: number) => within(screen.getByRole('list', { name: `Days of week ${week}` }));
/** The link or the greyed box of a day, found by its label 'Day N'. */
const dayCell = (week: number, day: number) => {
  const item = daysGrid(week)
    .getAllByRole('listitem')
    .find((candidate) => candidate.textContent?.match(/^Day \d+/)?.[0] === `Day ${day}`);
  if (!item?.firstElementChild) throw new Error(`Day ${day} is not shown in week ${week}`);
  return item.firstElementChild as HTMLElement;
};

describe('TrainingWeeksBrowser', { timeout: 15_000 }, () => {
  it('shows one week at a time with its 7 days labelled by absolute day number', async () => {
    const weeks = createTrainingWeeks(3, 3);
    mockApi({ [`GET ${WEEKS}`]: () => envelope(weeks) });
    const user = userEvent.setup();
    renderBrowser();
    expect(await screen.findByText('Week 1 of 3')).toBeInTheDocument();
    expect(
      daysGrid(1)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.match(/Day \d+/)?.[0]),
    ).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5', 'Day 6', 'Day 7']);
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(screen.getByText('Week 2 of 3')).toBeInTheDocument();
    expect(daysGrid(2).getByRole('link', { name: 'Day 8' })).toBeInTheDocument();
    expect(dayCell(2, 14)).toBeInTheDocument();
  });

  it('links training days to the day page and keeps rest days out of reach', async () => {
    const weeks = createTrainingWeeks(2, 3);
    mockApi({ [`GET ${WEEKS}`]: () => envelope(weeks) });
    const user = userEvent.setup();
    const { location } = renderBrowser();
    await screen.findByText('Week 1 of 2');
    const week = weeks[0]!;
    const [monday, tuesday] = week.training_days;

    const restDay = dayCell(1, 2);
    expect(restDay).toHaveAttribute('aria-disabled', 'true');
    expect(restDay.tagName).toBe('DIV');
    expect(daysGrid(1).queryByRole('link', { name: 'Day 2' })).not.toBeInTheDocument();
    expect(daysGrid(1).queryByRole('button', { name: /Day 2/ })).not.toBeInTheDocument();
    expect(daysGrid(1).getAllByRole('link')).toHaveLength(3);
    for (const name of ['Day 1', 'Day 3', 'Day 5'])
      expect(daysGrid(1).getByRole('link', { name })).toBeInTheDocument();
    await user.click(restDay);
    expect(location()).toBe('/admin/programs/9');
    expect(tuesday!.is_rest_day).toBe(true);

    await user.click(daysGrid(1).getByRole('link', { name: 'Day 1' }));
    expect(location()).toBe(`/admin/programs/9/weeks/${week.id}/days/${monday!.id}`);
  });

  it('summarises training days, rest days and total weeks', async () => {
    mockApi({ [`GET ${WEEKS}`]: () => envelope(createTrainingWeeks(4, 5)) });
    renderBrowser();
    await screen.findByText('Week 1 of 4');
    const valueOf = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valueOf('Training days')).toBe('5');
    expect(valueOf('Rest days')).toBe('2');
    expect(valueOf('Total weeks')).toBe('4');
  });

  it('has a progress bar only with more than one week, and disables the ends', async () => {
    mockApi({ [`GET ${WEEKS}`]: () => envelope(createTrainingWeeks(1)) });
    renderBrowser();
    expect(await screen.findByText('Week 1 of 1')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next week' })).toBeDisabled();
  });

  it('shows progress through the weeks', async () => {
    mockApi({ [`GET ${WEEKS}`]: () => envelope(createTrainingWeeks(4)) });
    renderBrowser('/admin/programs/9?week=3');
    expect(await screen.findByText('Week 3 of 4')).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Week progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '3');
    expect(progress).toHaveAttribute('aria-valuemax', '4');
  });

  it('offers no Quick Navigation for five weeks', async () => {
    mockApi({ [`GET ${WEEKS}`]: () => envelope(createTrainingWeeks(5)) });
    renderBrowser();
    await screen.findByText('Week 1 of 5');
    expect(screen.queryByText('Quick Navigation')).not.toBeInTheDocument();
  });

  it('offers Quick Navigation from six weeks and jumps to the chosen week, keeping it in the URL', async () => {
    mockApi({ [`GET ${WEEKS}`]: () => envelope(createTrainingWeeks(6)) });
    const user = userEvent.setup();
    const { location } = renderBrowser();
    await screen.findByText('Week 1 of 6');
    const quick = within(screen.getByRole('navigation', { name: 'Quick Navigation' }));
    expect(quick.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Week 1',
      'Week 2',
      'Week 3',
      'Week 4',
      'Week 5',
      'Week 6',
    ]);
    await user.click(quick.getByRole('button', { name: 'Week 5' }));
    expect(screen.getByText('Week 5 of 6')).toBeInTheDocument();
    expect(quick.getByRole('button', { name: 'Week 5' })).toHaveAttribute('aria-current', 'true');
    expect(dayCell(5, 29)).toBeInTheDocument();
    expect(location()).toBe('/admin/programs/9?week=5');
  });

  it('says when a program has no weeks', async () => {
    mockApi({ [`GET ${WEEKS}`]: () => envelope([]) });
    renderBrowser();
    expect(await screen.findByText('No Training Weeks')).toBeInTheDocument();
    expect(screen.getByText('No training weeks found for this program.')).toBeInTheDocument();
  });

  it('says when the weeks cannot be loaded', async () => {
    mockApi({ [`GET ${WEEKS}`]: () => errorResponse(500, 'down') });
    renderBrowser();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load training weeks.'),
    );
  });
});
