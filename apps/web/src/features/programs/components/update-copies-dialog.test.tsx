import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { UpdateCopiesButton } from './update-copies-button';

const SYNC = '/api/training-programs/7/sync';
const preview = {
  copies: [
    {
      copy_program_id: 21,
      user: { id: 3, name: 'Ana Silva' },
      applied: ['Week 3 · Day 1 · Deadlift added'],
      kept: [],
      conflicts: ['Week 2 · Day 1 · Bench press · set 1 reps: template 6, copy 5'],
    },
    {
      copy_program_id: 22,
      user: { id: 4, name: 'Ben Ode' },
      applied: ['Week 2 · Day 1 · Bench press · set 1 reps: 8 → 6', 'Week 3 · Day 1 · Deadlift added'],
      kept: ['Week 1 · Day 2 · Curl added in the copy'],
      conflicts: [],
    },
  ],
};

const open = async () => {
  const user = userEvent.setup();
  const view = renderWithRouter(<UpdateCopiesButton templateId={7} />, {
    path: '/admin/programs/:id',
    url: '/admin/programs/7',
  });
  await user.click(screen.getByRole('button', { name: 'Update copies' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Update copies' }));
  return { ...view, user, dialog };
};

describe('Update copies', { timeout: 15_000 }, () => {
  it('previews each copy (applied, kept, conflicts) and applies to the checked users only', async () => {
    const api = mockApi({
      [`POST ${SYNC}`]: (call) =>
        (call.body as { dry_run?: boolean }).dry_run
          ? envelope(preview, 'Copies update preview')
          : envelope({ copies: [preview.copies[1]] }, '1 copy updated'),
    });
    const { user, dialog, queryClient } = await open();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    const ana = within(await dialog.findByRole('listitem', { name: 'Ana Silva' }));
    expect(
      within(ana.getByRole('region', { name: 'Applied for Ana Silva' })).getByText(
        'Week 3 · Day 1 · Deadlift added',
      ),
    ).toBeInTheDocument();
    expect(
      within(ana.getByRole('region', { name: 'Conflicts for Ana Silva' })).getByText(
        'Week 2 · Day 1 · Bench press · set 1 reps: template 6, copy 5',
      ),
    ).toBeInTheDocument();
    expect(ana.queryByRole('region', { name: 'Kept for Ana Silva' })).not.toBeInTheDocument();
    const ben = within(dialog.getByRole('listitem', { name: 'Ben Ode' }));
    expect(
      within(ben.getByRole('region', { name: 'Kept for Ben Ode' })).getByText(
        'Week 1 · Day 2 · Curl added in the copy',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', SYNC).map((call) => call.body)).toEqual([{ dry_run: true }]);

    const anaBox = dialog.getByRole('checkbox', { name: 'Ana Silva' });
    expect(anaBox).toBeChecked();
    expect(dialog.getByRole('checkbox', { name: 'Ben Ode' })).toBeChecked();
    await user.click(anaBox);
    await user.click(dialog.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('1 copy updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', SYNC).map((call) => call.body)).toEqual([
      { dry_run: true },
      { user_ids: [4] },
    ]);
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(invalidated).toContainEqual(['programs', 'detail', 7]);
    expect(invalidated).toContainEqual(['programs', 'detail', 22]);
  });

  it('cannot apply with no user checked, and shows a refusal in the dialog', async () => {
    const api = mockApi({
      [`POST ${SYNC}`]: (call) =>
        (call.body as { dry_run?: boolean }).dry_run
          ? envelope(preview)
          : errorResponse(404, 'Program not found'),
    });
    const { user, dialog } = await open();
    await user.click(await dialog.findByRole('checkbox', { name: 'Ana Silva' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Ben Ode' }));
    expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(dialog.getByRole('checkbox', { name: 'Ben Ode' }));
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    expect(await dialog.findByText('Program not found')).toBeInTheDocument();
    expect(api.callsTo('POST', SYNC)).toHaveLength(2);
  });

  it('keeps the dialog open when a copy could not be updated: the count, its reason, and it alone checked again', async () => {
    const refused = 'Not updated: the database refused a change to this copy (nothing of it was written)';
    let applied = false;
    const api = mockApi({
      [`POST ${SYNC}`]: (call) => {
        if (!(call.body as { dry_run?: boolean }).dry_run) {
          applied = true;
          return envelope({
            copies: [{ ...preview.copies[0], applied: [], error: refused }, preview.copies[1]],
          });
        }
        // After the apply, only Ana's copy still has something to take.
        return envelope(applied ? { copies: [preview.copies[0]] } : preview);
      },
    });
    const { user, dialog } = await open();
    await dialog.findByRole('checkbox', { name: 'Ana Silva' });
    await user.click(dialog.getByRole('button', { name: 'Apply' }));

    expect(await dialog.findByText('1 copy updated, 1 could not be updated')).toBeInTheDocument();
    const ana = within(dialog.getByRole('listitem', { name: 'Ana Silva' }));
    expect(ana.getByText(refused)).toBeInTheDocument();
    await waitFor(() => expect(dialog.queryByRole('listitem', { name: 'Ben Ode' })).not.toBeInTheDocument());
    expect(dialog.getByRole('checkbox', { name: 'Ana Silva' })).toBeChecked();
    expect(screen.getByRole('dialog', { name: 'Update copies' })).toBeInTheDocument();
    expect(api.callsTo('POST', SYNC).map((call) => call.body)).toEqual([
      { dry_run: true },
      { user_ids: [3, 4] },
      { dry_run: true },
    ]);
  });
});
