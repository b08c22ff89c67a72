import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockApi, type RecordedCall } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createProgramSummary } from '@/test/program-factories';
import { Component as ProgramsListRoute } from './programs-list-route';

const queryOf = (call: RecordedCall) => new URL(call.path, 'http://localhost').searchParams;

const templates = [createProgramSummary({ id: 1, name: 'Strength Base' })];
const copies = [createProgramSummary({ id: 40, name: 'Strength Base · Ana Silva' })];

describe("programs list: the 'Personal copies' filter", { timeout: 15_000 }, () => {
  it('lists programs without copies, and only the copies under the filter (kind in the URL and the call)', async () => {
    const api = mockApi({
      'GET /api/training-programs': (call) =>
        envelope(paginatorOf(queryOf(call).get('kind') === 'personal_copies' ? copies : templates)),
    });
    const view = renderWithRouter(<ProgramsListRoute />, { path: '/admin/programs', url: '/admin/programs' });
    const table = await screen.findByRole('table', { name: 'Training programs' });
    expect(within(table).getByText('Strength Base')).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: 'Program kind' });
    expect(within(filter).getByRole('button', { name: 'Programs' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(filter).getByRole('button', { name: 'Personal copies' }));
    expect(await within(table).findByText('Strength Base · Ana Silva')).toBeInTheDocument();
    expect(within(filter).getByRole('button', { name: 'Personal copies' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(view.location()).toContain('kind=personal_copies');
    await waitFor(() =>
      expect(queryOf(api.callsTo('GET', '/api/training-programs').at(-1)!).get('kind')).toBe(
        'personal_copies',
      ),
    );
  });
});
