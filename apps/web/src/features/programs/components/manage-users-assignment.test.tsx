import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { nextMonday } from '@coachboard/contract';
import { format } from 'date-fns';
import { envelope, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createUserSummary } from '@/test/user-factories';
import { ManageUsersModal } from './manage-users-modal';

const PROGRAM = '/api/training-programs/5';
const alice = createUserSummary({ id: 1, first_name: 'Alice', last_name: 'Smith' });
const carol = createUserSummary({ id: 3, first_name: 'Carol', last_name: 'King' });
const dan = createUserSummary({ id: 4, first_name: 'Dan', last_name: 'Ode' });

const renderModal = () => {
  const api = mockApi({
    [`GET ${PROGRAM}/assigned-users`]: () =>
      envelope(
        paginatorOf(
          [{ ...alice, program_id: 5, start_date: '2026-01-05', mode: 'linked', ends_on: '2026-02-02' }],
          { perPage: 20 },
        ),
      ),
    [`GET ${PROGRAM}/available-users`]: () => envelope(paginatorOf([carol, dan], { perPage: 20 })),
    [`POST ${PROGRAM}/assign-user/3`]: () => envelope(carol),
    [`POST ${PROGRAM}/assign-user/4`]: () => envelope(dan),
  });
  renderWithRouter(<ManageUsersModal programId={5} programName="Summer Shred" onClose={vi.fn()} />, {
    path: '/',
    url: '/',
  });
  return {
    api,
    user: userEvent.setup(),
    dialog: within(screen.getByRole('dialog', { name: 'Manage Users' })),
  };
};

const entry = (column: string, name: string) =>
  within(screen.getByRole('region', { name: column }))
    .getByText(name)
    .closest('li')!;

describe('Manage Users: start date and mode', { timeout: 15_000 }, () => {
  it('assigns with the chosen start date and mode, and shows each assigned user’s', async () => {
    const { api, user, dialog } = renderModal();
    expect(dialog.getByLabelText('Start date')).toHaveValue(nextMonday(format(new Date(), 'yyyy-MM-dd')));
    expect(dialog.getByRole('radio', { name: 'Linked' })).toBeChecked();
    await waitFor(() =>
      expect(entry('Assigned Users', 'Alice Smith')).toHaveTextContent('Starts Jan 5, 2026 · Linked'),
    );

    fireEvent.change(dialog.getByLabelText('Start date'), { target: { value: '2026-03-02' } });
    await user.click(dialog.getByRole('radio', { name: 'Personal copy' }));
    await user.click(dialog.getByRole('button', { name: 'Assign Carol King' }));
    expect(await dialog.findByText('Carol King assigned successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', `${PROGRAM}/assign-user/3`)[0]!.body).toEqual({
      start_date: '2026-03-02',
      mode: 'copy',
    });
    const carolEntry = entry('Assigned Users', 'Carol King');
    expect(carolEntry).toHaveTextContent('Starts Mar 2, 2026 · Personal copy');
    // A personal copy is left from the copy itself, not from the template.
    expect(within(carolEntry).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(entry('Assigned Users', 'Alice Smith')).getByRole('button', { name: 'Remove Alice Smith' }),
    ).toBeEnabled();
  });

  it('refuses to assign without a start date', async () => {
    const { api, user, dialog } = renderModal();
    fireEvent.change(dialog.getByLabelText('Start date'), { target: { value: '' } });
    expect(dialog.getByText('Start date must be a calendar date (YYYY-MM-DD)')).toBeInTheDocument();
    await user.click(await dialog.findByRole('button', { name: 'Assign Dan Ode' }));
    expect(dialog.getAllByText('Start date must be a calendar date (YYYY-MM-DD)')).toHaveLength(2);
    expect(api.callsTo('POST', `${PROGRAM}/assign-user/4`)).toHaveLength(0);
  });
});
