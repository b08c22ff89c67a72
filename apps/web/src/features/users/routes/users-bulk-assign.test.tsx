import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { nextMonday } from '@coachboard/contract';
import { format } from 'date-fns';
import { envelope, errorResponse, mockApi, type MockHandler, type RecordedCall } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { createProgramSummary } from '@/test/program-factories';
import { renderWithRouter } from '@/test/render-with-router';
import { createMembers } from '@/test/user-factories';
import { Component as UsersListRoute } from './users-list-route';

const USERS = '/api/users';
const ASSIGN = '/api/training-programs/9/assignments';
const BATCH = '6f1c1d9e-2b7a-4c1e-9a53-0d5b7f8e4a21';
const UNDO = `/api/assignment-batches/${BATCH}/undo`;

const people = createMembers(3);

const program = (id: number, name: string) =>
  createProgramSummary({
    id,
    name,
    duration_weeks: 12,
    training_days_per_week: 5,
    workout_duration: '45 mins',
    description: null,
  });
const catalogue = [program(9, 'Strength Base'), program(10, 'Summer Shred')];

const searchPrograms: MockHandler = (call) => {
  const term = (new URL(call.path, 'http://x').searchParams.get('search') ?? '').toLowerCase();
  const found = catalogue.filter((item) => item.name.toLowerCase().includes(term));
  return envelope({ data: found, total: found.length, current_page: 1, last_page: 1, per_page: 60 });
};

const bodyOf = (call: RecordedCall) => call.body as Record<string, unknown>;
const dryRuns = (calls: RecordedCall[]) => calls.filter((call) => bodyOf(call).dry_run === true);
const writes = (calls: RecordedCall[]) => calls.filter((call) => bodyOf(call).dry_run === undefined);

const renderList = (url: string) => renderWithRouter(<UsersListRoute />, { path: '/admin/users', url });

/** Opens 'Assign Program' from the selection bar and picks Strength Base in the searchable 'Program' box. */
const openDialogAndPick = async (user: ReturnType<typeof userEvent.setup>) => {
  const bar = screen.getByRole('region', { name: 'Selection' });
  await user.click(within(bar).getByRole('button', { name: 'Assign Program' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Assign Program' }));
  const picker = dialog.getByRole('combobox', { name: /Program/ });
  await user.type(picker, 'stre');
  await user.click(await dialog.findByRole('option', { name: /Strength Base/ }));
  expect(picker).toHaveValue('Strength Base');
  return dialog;
};

describe('users list: Assign Program', { timeout: 20_000 }, () => {
  it('previews the selected users as personal copies, assigns them, then Undo unassigns them', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${USERS}`]: () => envelope(paginatorOf(people, { perPage: 50 })),
      'GET /api/training-programs/search': searchPrograms,
      [`POST ${ASSIGN}`]: (call) => {
        const body = bodyOf(call);
        const skipped = [{ user_id: 2, name: 'Member 2', reason: 'already assigned' }];
        // A user with a personal copy already is skipped only when copies are asked for.
        if (body.dry_run && body.mode === 'linked')
          return envelope({ will_assign: 3, skipped: [], skipped_count: 0 });
        if (body.dry_run) return envelope({ will_assign: 2, skipped, skipped_count: 1 });
        return envelope({
          batch_id: BATCH,
          program_id: 9,
          mode: body.mode,
          start_date: body.start_date,
          assigned: 2,
          copies: 2,
          skipped,
          skipped_count: 1,
        });
      },
      [`POST ${UNDO}`]: () => envelope({ batch_id: BATCH, unassigned: 2, copies_removed: 2 }),
    });
    renderList('/admin/users');
    const table = within(await screen.findByRole('table', { name: 'Users' }));
    for (const name of ['Member 1', 'Member 2', 'Member 3']) {
      await user.click(table.getByRole('checkbox', { name: `Select ${name}` }));
    }
    const dialog = await openDialogAndPick(user);
    expect(dialog.getByText('3 users selected')).toBeInTheDocument();

    const startDate = dialog.getByLabelText('Start date');
    expect(startDate).toHaveValue(nextMonday(format(new Date(), 'yyyy-MM-dd')));
    expect(dialog.getByRole('radio', { name: 'Linked' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: 'Linked' })).toHaveAccessibleDescription(
      'Each user follows this program itself: later changes to it reach them all.',
    );
    expect(dialog.getByRole('radio', { name: 'Personal copy' })).toHaveAccessibleDescription(
      'Each user gets a copy of their own, which you can then edit for that user alone.',
    );
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    expect(await preview.findByText('3 users will be assigned')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Personal copy' }));
    fireEvent.change(startDate, { target: { value: '2026-03-02' } });

    expect(await preview.findByText('2 users will be assigned · 1 skipped')).toBeInTheDocument();
    expect(
      preview.getByText('2 users will be assigned as personal copies of Strength Base'),
    ).toBeInTheDocument();
    const skipped = within(preview.getByRole('list', { name: 'Skipped users' }));
    expect(skipped.getByRole('listitem')).toHaveTextContent('Member 2Already assigned');
    // The dry run that answered is the last one: the current choices, the ids picked row by row.
    expect(dryRuns(api.callsTo('POST', ASSIGN)).at(-1)!.body).toEqual({
      user_ids: [1, 2, 3],
      start_date: '2026-03-02',
      mode: 'copy',
      dry_run: true,
    });
    expect(writes(api.callsTo('POST', ASSIGN))).toHaveLength(0);

    const assign = dialog.getByRole('button', { name: 'Assign' });
    await waitFor(() => expect(assign).toBeEnabled());
    await user.click(assign);
    await waitFor(() => expect(writes(api.callsTo('POST', ASSIGN))).toHaveLength(1));
    expect(writes(api.callsTo('POST', ASSIGN))[0]!.body).toEqual({
      user_ids: [1, 2, 3],
      start_date: '2026-03-02',
      mode: 'copy',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();

    expect(await screen.findByText('2 users assigned to Strength Base')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Assignment undone: 2 users unassigned')).toBeInTheDocument();
    expect(api.callsTo('POST', UNDO)).toHaveLength(1);
  });

  it("'Select all N matching' assigns by the list's filter; nothing to assign keeps Assign disabled", async () => {
    const user = userEvent.setup();
    const skipped = Array.from({ length: 100 }, (_, index) => ({
      user_id: index + 1,
      name: `Member ${index + 1}`,
      reason: index === 0 ? 'deleted' : 'already assigned',
    }));
    const api = mockApi({
      [`GET ${USERS}`]: () => envelope(paginatorOf(people, { perPage: 50, total: 120 })),
      'GET /api/training-programs/search': searchPrograms,
      [`POST ${ASSIGN}`]: () => envelope({ will_assign: 0, skipped, skipped_count: 120 }),
    });
    renderList('/admin/users?search=member&status=active');
    const table = within(await screen.findByRole('table', { name: 'Users' }));
    await user.click(table.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    await user.click(within(bar).getByRole('button', { name: 'Select all 120 matching' }));
    expect(within(bar).getByText('120 selected')).toBeInTheDocument();

    const dialog = await openDialogAndPick(user);
    expect(dialog.getByText('120 users selected')).toBeInTheDocument();
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    expect(await preview.findByText('0 users will be assigned · 120 skipped')).toBeInTheDocument();
    expect(preview.getByText('Member 1').closest('li')).toHaveTextContent('Deleted');
    expect(preview.getByText('… and 20 more')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Assign' })).toBeDisabled();
    expect(api.callsTo('POST', ASSIGN)[0]!.body).toEqual({
      filter: { search: 'member', status: 'active' },
      start_date: nextMonday(format(new Date(), 'yyyy-MM-dd')),
      mode: 'linked',
      dry_run: true,
    });
  });

  it("'Select all N matching' under a dashboard card's filter assigns by that filter too", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      [`GET ${USERS}`]: () => envelope(paginatorOf(people, { perPage: 50, total: 64 })),
      'GET /api/training-programs/search': searchPrograms,
      [`POST ${ASSIGN}`]: () => envelope({ will_assign: 64, skipped: [], skipped_count: 0 }),
    });
    renderList('/admin/users?attention=program_ending');
    const table = within(await screen.findByRole('table', { name: 'Users' }));
    await user.click(table.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Selection' });
    await user.click(within(bar).getByRole('button', { name: 'Select all 64 matching' }));

    await openDialogAndPick(user);
    await waitFor(() => expect(dryRuns(api.callsTo('POST', ASSIGN))).toHaveLength(1));
    expect(bodyOf(api.callsTo('POST', ASSIGN)[0]!).filter).toEqual({
      status: 'all',
      attention: 'program_ending',
    });
  });

  it('shows an older dry run never over a newer choice, and a refused Undo says why', async () => {
    const user = userEvent.setup();
    let releaseLinked: (() => void) | undefined;
    mockApi({
      [`GET ${USERS}`]: () => envelope(paginatorOf(people, { perPage: 50 })),
      'GET /api/training-programs/search': searchPrograms,
      [`POST ${ASSIGN}`]: async (call) => {
        const body = bodyOf(call);
        if (!body.dry_run) {
          return envelope({
            batch_id: BATCH,
            program_id: 9,
            mode: 'copy',
            start_date: body.start_date,
            assigned: 1,
            copies: 1,
            skipped: [],
            skipped_count: 0,
          });
        }
        if (body.mode === 'linked') {
          // The linked dry run answers only after the copy one: its answer must not replace it.
          await new Promise<void>((resolve) => (releaseLinked = resolve));
          return envelope({ will_assign: 5, skipped: [], skipped_count: 0 });
        }
        return envelope({ will_assign: 1, skipped: [], skipped_count: 0 });
      },
      [`POST ${UNDO}`]: () =>
        errorResponse(409, 'Cannot undo: this personal copy was edited since: Strength Base · Member 1'),
    });
    renderList('/admin/users');
    const table = within(await screen.findByRole('table', { name: 'Users' }));
    await user.click(table.getByRole('checkbox', { name: 'Select Member 1' }));
    const dialog = await openDialogAndPick(user);
    await waitFor(() => expect(releaseLinked).toBeDefined());
    await user.click(dialog.getByRole('radio', { name: 'Personal copy' }));
    const preview = within(dialog.getByRole('region', { name: 'Preview' }));
    expect(await preview.findByText('1 user will be assigned')).toBeInTheDocument();
    releaseLinked!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preview.queryByText('5 users will be assigned')).not.toBeInTheDocument();
    expect(preview.getByText('1 user will be assigned')).toBeInTheDocument();

    await waitFor(() => expect(dialog.getByRole('button', { name: 'Assign' })).toBeEnabled());
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('1 user assigned to Strength Base')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(
      await screen.findByText('Cannot undo: this personal copy was edited since: Strength Base · Member 1'),
    ).toBeInTheDocument();
  });
});
