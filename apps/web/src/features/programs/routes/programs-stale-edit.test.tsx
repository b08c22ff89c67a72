import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { programApiMessages } from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createProgramSummary } from '@/test/program-factories';
import { createProgramDetail } from '../testing/program-factories';
import { Component as ProgramsListRoute } from './programs-list-route';
// The list loads its dialogs on first open; loading them with the test keeps a first open on a busy machine
// within the wait for the dialog.
import '../components/program-form-modal';

const LIST = '/api/training-programs';
const opened = createProgramSummary({ id: 3, name: 'Base Builder', updated_at: '2026-02-01T09:00:00.000Z' });
const savedElsewhere = createProgramDetail({
  ...opened,
  name: 'Base Builder v2',
  description: 'Changed by the other admin.',
  updated_at: '2026-02-01T09:30:00.456Z',
});

describe('editing a program someone else changed', { timeout: 15_000 }, () => {
  it('shows the message with Reload, keeps the typed values until Reload, then saves against the latest version', async () => {
    const user = userEvent.setup();
    let saves = 0;
    const api = mockApi({
      [`GET ${LIST}`]: () => envelope(paginatorOf([opened], { page: 1, total: 1 })),
      [`GET ${LIST}/3`]: () => envelope(savedElsewhere),
      [`PUT ${LIST}/3`]: () => {
        saves += 1;
        return saves === 1
          ? errorResponse(409, programApiMessages.staleUpdate)
          : envelope({ ...savedElsewhere, name: 'Mine after reload' });
      },
    });
    renderWithRouter(<ProgramsListRoute />, { path: '/admin/programs', url: '/admin/programs' });
    const table = within(await screen.findByRole('table', { name: 'Training programs' }));
    await user.click(table.getByRole('button', { name: 'Edit Base Builder' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Program' }));
    const name = () => dialog.getByLabelText(/^Program Name/);

    await user.clear(name());
    await user.type(name(), 'Mine');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    const banner = await dialog.findByRole('alert');
    expect(banner).toHaveTextContent(programApiMessages.staleUpdate);
    expect(api.callsTo('PUT', `${LIST}/3`)[0]!.body).toMatchObject({
      name: 'Mine',
      expected_updated_at: opened.updated_at,
    });
    expect(name()).toHaveValue('Mine');
    expect(api.callsTo('GET', `${LIST}/3`)).toHaveLength(0);

    await user.click(within(banner).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(name()).toHaveValue('Base Builder v2'));
    expect(dialog.getByLabelText(/^Description/)).toHaveValue('Changed by the other admin.');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(name());
    await user.type(name(), 'Mine after reload');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', `${LIST}/3`)[1]!.body).toMatchObject({
      name: 'Mine after reload',
      description: 'Changed by the other admin.',
      expected_updated_at: savedElsewhere.updated_at,
    });
  });
});
