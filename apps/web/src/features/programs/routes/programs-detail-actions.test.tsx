import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { auditMessages } from '@coachboard/contract';
import { envelope } from '@/test/api-mock';
import { readRecentRecords, rememberRecord } from '@/lib/recent-records';
import { auditPage, createAuditEntry } from '@/test/audit-factories';
import { createUserSummary } from '@/test/user-factories';
import { mockProgram, program, PROGRAM, renderDetail } from '../testing/program-detail-page';

describe('program detail actions', { timeout: 15_000 }, () => {
  it("opens the program's History from the header as a side panel, closed by Escape or Close", async () => {
    const api = mockProgram(program, {
      'GET /api/audit': () =>
        envelope(
          auditPage([
            createAuditEntry({ id: 11, changes: { name: { before: 'Shred', after: 'Summer Shred' } } }),
          ]),
        ),
    });
    const user = userEvent.setup();
    renderDetail();
    const open = await screen.findByRole('button', { name: auditMessages.history });
    // Nothing of the history is read (nor its code loaded) before it is asked for.
    expect(api.callsTo('GET', '/api/audit')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: auditMessages.history })).not.toBeInTheDocument();

    await user.click(open);
    const panel = await screen.findByRole('dialog', { name: auditMessages.history });
    expect(panel).toHaveAccessibleDescription('Summer Shred');
    const entries = await within(panel).findByRole('list', { name: 'History entries' });
    expect(entries).toHaveTextContent('name "Shred" → "Summer Shred"');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits from the detail page with the training days and the image of the program', async () => {
    const withDays = { ...program, training_days_per_week: 3, image: '/legacy.png' };
    const api = mockProgram(withDays, { [`PUT ${PROGRAM}`]: () => envelope(withDays) });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Edit Program' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Program' }));
    await user.type(dialog.getByLabelText(/^Description/), 'New text');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT', PROGRAM)).toHaveLength(1));
    expect(api.callsTo('PUT', PROGRAM)[0]!.body).toEqual({
      name: 'Summer Shred',
      program_type: 'mobility_and_warm_up',
      difficulty_level: 'advanced',
      workout_duration: '60 - 90 mins',
      description: 'New text',
      duration_weeks: 8,
      training_days_per_week: 3,
      image: '/legacy.png',
      expected_updated_at: withDays.updated_at,
    });
  });

  it('refreshes the program after Manage Users only when something changed', async () => {
    const api = mockProgram(program, {
      [`POST ${PROGRAM}/assign-user/77`]: () => envelope(createUserSummary({ id: 77 })),
    });
    const user = userEvent.setup();
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Manage Users' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(api.callsTo('GET', PROGRAM)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Manage Users' }));
    await user.click(await screen.findByRole('button', { name: 'Assign Nia Long' }));
    expect(await screen.findByText('Nia Long assigned successfully!')).toBeInTheDocument();
    expect(api.callsTo('GET', PROGRAM)).toHaveLength(1);
    const cardPageCalls = () =>
      api.callsTo('GET', `${PROGRAM}/assigned-users`).filter((call) => call.path.includes('page=1&'));
    const before = cardPageCalls().length;
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(api.callsTo('GET', PROGRAM)).toHaveLength(2));
    // The assigned-users pages were made stale by the assignment and load again with the page.
    await waitFor(() => expect(cardPageCalls().length).toBeGreaterThan(before));
  });

  it('pages the assigned users from the assigned-users list, with the shared pagination', async () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      createUserSummary({ id: 200 + index, first_name: 'Member', last_name: `${index + 1}` }),
    );
    const api = mockProgram({ ...program, users: many });
    const user = userEvent.setup();
    renderDetail();
    expect(await screen.findByText('45 user(s) assigned')).toBeInTheDocument();
    const chips = () => within(screen.getByRole('list', { name: 'Assigned users' })).getAllByRole('listitem');
    expect(chips()).toHaveLength(20);
    expect(screen.getByText('Showing 1 to 20 of 45 users')).toBeInTheDocument();
    await user.click(within(screen.getByTestId('pagination-full')).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 41 to 45 of 45 users')).toBeInTheDocument();
    expect(chips().map((chip) => chip.textContent)).toEqual([41, 42, 43, 44, 45].map((n) => `Member ${n}`));
    const lastCall = new URL(
      api.callsTo('GET', `${PROGRAM}/assigned-users`).at(-1)!.path,
      'http://localhost',
    );
    expect(lastCall.searchParams.get('page')).toBe('3');
    expect(lastCall.searchParams.get('per_page')).toBe('20');
  });

  it('puts the program first among the recently opened records', async () => {
    mockProgram(program);
    rememberRecord({ kind: 'users', id: 1, title: 'Alice Smith', subtitle: '', path: '/admin/users/1' });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Shred' })).toBeInTheDocument();
    await waitFor(() =>
      expect(readRecentRecords().map((record) => [record.title, record.subtitle, record.path])).toEqual([
        ['Summer Shred', 'Mobility and Warm-up · 8 weeks', '/admin/programs/12'],
        ['Alice Smith', '', '/admin/users/1'],
      ]),
    );
  });
});
