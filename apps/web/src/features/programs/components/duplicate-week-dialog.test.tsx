import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { createTrainingWeeks } from '../testing/program-factories';
import { TrainingWeeksBrowser } from './training-weeks-browser';

const WEEKS = '/api/training-programs/9/training-weeks/all';

const renderBrowser = () =>
  renderWithRouter(<TrainingWeeksBrowser programId={9} />, {
    path: '/admin/programs/:id',
    url: '/admin/programs/9',
  });

const openDialog = async () => {
  const user = userEvent.setup();
  const view = renderBrowser();
  await screen.findByText('Week 1 of 3');
  await user.click(screen.getByRole('button', { name: 'Duplicate Week' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Duplicate Week' }));
  return { ...view, user, dialog };
};

describe('Duplicate Week', { timeout: 15_000 }, () => {
  it('appends the copy as a new week by default, refreshes the weeks and shows it', async () => {
    const weeks = createTrainingWeeks(3);
    const grown = [...weeks, { ...createTrainingWeeks(1)[0]!, sequence_number: 4 }];
    let current = weeks;
    const source = weeks[0]!;
    const path = `/api/training-programs/9/weeks/${source.id}/duplicate`;
    const api = mockApi({
      [`GET ${WEEKS}`]: () => envelope(current),
      [`POST ${path}`]: () => {
        current = grown;
        return envelope(grown[3], 'Week duplicated successfully');
      },
    });
    const { user, dialog, location, queryClient } = await openDialog();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(dialog.getByRole('radio', { name: 'Append as a new week' })).toBeChecked();
    expect(dialog.queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Duplicate Week' }));

    expect(await screen.findByText('Week 4 of 4')).toBeInTheDocument();
    expect(api.callsTo('POST', path).map((call) => call.body)).toEqual([{}]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toContainEqual([
      'programs',
      'detail',
      9,
    ]);
    expect(location()).toBe('/admin/programs/9?week=4');
    expect(screen.getByText('Week duplicated successfully')).toBeInTheDocument();
  });

  it('copies onto a chosen week, and on a 409 shows the message and offers replacing', async () => {
    const weeks = createTrainingWeeks(3);
    const [source, , target] = weeks;
    const path = `/api/training-programs/9/weeks/${source!.id}/duplicate`;
    const api = mockApi({
      [`GET ${WEEKS}`]: () => envelope(weeks),
      [`POST ${path}`]: (call) =>
        (call.body as { replace?: boolean }).replace
          ? envelope(target)
          : errorResponse(409, 'Week 3 already holds exercises. Send replace: true to replace them.'),
    });
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: 'Copy onto another week' }));
    const select = dialog.getByRole('combobox', { name: /Target week/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a week', 'Week 2', 'Week 3']);
    expect(dialog.getByRole('button', { name: 'Duplicate Week' })).toBeDisabled();
    expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.selectOptions(select, 'Week 3');
    expect(dialog.getByRole('checkbox', { name: 'Replace its exercises' })).not.toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Duplicate Week' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent('Week 3 already holds exercises.');
    await user.click(dialog.getByRole('button', { name: 'Replace Exercises' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', path).map((call) => call.body)).toEqual([
      { target_week_id: target!.id, replace: false },
      { target_week_id: target!.id, replace: true },
    ]);
  });

  it('sends replace: true when the box is ticked', async () => {
    const weeks = createTrainingWeeks(3);
    const [source, second] = weeks;
    const path = `/api/training-programs/9/weeks/${source!.id}/duplicate`;
    const api = mockApi({
      [`GET ${WEEKS}`]: () => envelope(weeks),
      [`POST ${path}`]: () => envelope(second),
    });
    const { user, dialog } = await openDialog();
    await user.click(dialog.getByRole('radio', { name: 'Copy onto another week' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: /Target week/ }), 'Week 2');
    await user.click(dialog.getByRole('checkbox', { name: 'Replace its exercises' }));
    await user.click(dialog.getByRole('button', { name: 'Duplicate Week' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', path)[0]?.body).toEqual({ target_week_id: second!.id, replace: true });
  });
});
