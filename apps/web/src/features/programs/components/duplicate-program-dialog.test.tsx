import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { Component as ProgramDetailRoute } from '../routes/programs-detail-route';
import { Component as ProgramsListRoute } from '../routes/programs-list-route';
import { createProgramSummary } from '@/test/program-factories';
import { createProgramDetail, createTrainingWeeks } from '../testing/program-factories';

const LIST = '/api/training-programs';
const source = createProgramSummary({ id: 7, name: 'Strength Block' });
const copy = createProgramDetail({ id: 99, name: 'Strength Block (copy)' });

const renderList = () =>
  renderWithRouter(<ProgramsListRoute />, { path: '/admin/programs', url: '/admin/programs' });

const openFromRow = async () => {
  const user = userEvent.setup();
  const view = renderList();
  const table = within(await screen.findByRole('table', { name: 'Training programs' }));
  await user.click(table.getByRole('button', { name: 'Duplicate Strength Block' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Duplicate Program' }));
  return { ...view, user, dialog };
};

describe('Duplicate Program', { timeout: 15_000 }, () => {
  it("prefills '{name} (copy)', sends the name, refreshes the lists and opens the copy", async () => {
    const api = mockApi({
      [`GET ${LIST}`]: () => envelope(paginatorOf([source])),
      [`POST ${LIST}/7/duplicate`]: () => envelope(copy, 'Program duplicated successfully'),
    });
    const { user, dialog, location, queryClient } = await openFromRow();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const name = dialog.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Strength Block (copy)');
    await user.clear(name);
    await user.type(name, 'Strength Block v2');
    await user.click(dialog.getByRole('button', { name: 'Duplicate' }));

    await waitFor(() => expect(location()).toBe('/admin/programs/99'));
    expect(api.callsTo('POST', `${LIST}/7/duplicate`).map((call) => call.body)).toEqual([
      { name: 'Strength Block v2' },
    ]);
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(invalidated).toContainEqual(['programs', 'list']);
    expect(invalidated).toContainEqual(['programs', 'detail', 7]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the server errors under the field', async () => {
    mockApi({
      [`GET ${LIST}`]: () => envelope(paginatorOf([source])),
      [`POST ${LIST}/7/duplicate`]: () =>
        errorResponse(422, 'Validation failed', { name: ['Program name must not exceed 255 characters'] }),
    });
    const { user, dialog, location } = await openFromRow();
    await user.click(dialog.getByRole('button', { name: 'Duplicate' }));
    expect(await dialog.findByText('Program name must not exceed 255 characters')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByText('Error: Validation failed')).toBeInTheDocument();
    expect(location()).toBe('/admin/programs');
  });

  it('asks for a name before sending anything', async () => {
    const api = mockApi({ [`GET ${LIST}`]: () => envelope(paginatorOf([source])) });
    const { user, dialog } = await openFromRow();
    await user.clear(dialog.getByRole('textbox', { name: /Name/ }));
    await user.click(dialog.getByRole('button', { name: 'Duplicate' }));
    expect(await dialog.findByText('Program name is required')).toBeInTheDocument();
    expect(api.callsTo('POST', `${LIST}/7/duplicate`)).toHaveLength(0);
  });

  it('is offered on the program detail and opens the copy there', async () => {
    const program = createProgramDetail({ id: 12, name: 'Hypertrophy 101' });
    const api = mockApi({
      [`GET ${LIST}/12`]: () => envelope(program),
      [`GET ${LIST}/12/training-weeks/all`]: () => envelope(createTrainingWeeks(2)),
      [`GET ${LIST}/12/assigned-users`]: () => envelope(paginatorOf([], { perPage: 20 })),
      [`POST ${LIST}/12/duplicate`]: () => envelope({ ...program, id: 13, name: 'Hypertrophy 101 (copy)' }),
      [`GET ${LIST}/13`]: () => envelope({ ...program, id: 13, name: 'Hypertrophy 101 (copy)' }),
      [`GET ${LIST}/13/training-weeks/all`]: () => envelope(createTrainingWeeks(2)),
      [`GET ${LIST}/13/assigned-users`]: () => envelope(paginatorOf([], { perPage: 20 })),
    });
    const user = userEvent.setup();
    const { location } = renderWithRouter(<ProgramDetailRoute />, {
      path: '/admin/programs/:id',
      url: '/admin/programs/12',
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Duplicate Program' }));
    expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('Hypertrophy 101 (copy)');
    await user.click(dialog.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(location()).toBe('/admin/programs/13'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hypertrophy 101 (copy)' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `${LIST}/12/duplicate`)[0]?.body).toEqual({ name: 'Hypertrophy 101 (copy)' });
  });
});
