import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockApi } from '@/test/api-mock';
import { auditPage, createAuditEntry } from '@/test/audit-factories';
import { paginatorOf } from '@/test/paginator';
import { directory, DIRECTORY, queryOf, renderActivity } from '../testing/render-activity';

describe('Activity page filters', () => {
  it('sends the filters of the URL and shows them in the controls', async () => {
    const api = mockApi({
      'GET /api/audit': () => envelope(auditPage([createAuditEntry()])),
      [`GET ${DIRECTORY}`]: directory,
    });
    renderActivity('/admin/activity?actor=7&type=program&action=update&from=2026-05-01&to=2026-05-12');

    await screen.findByRole('list', { name: 'Activity entries' });
    const query = queryOf(api.callsTo('GET', '/api/audit')[0]!);
    expect(Object.fromEntries(query)).toEqual({
      actor: '7',
      type: 'program',
      action: 'update',
      // The admin's whole days, in their time zone.
      from: new Date(2026, 4, 1).toISOString(),
      to: new Date(2026, 4, 12, 23, 59, 59, 999).toISOString(),
    });
    expect(screen.getByLabelText('Record type')).toHaveValue('program');
    expect(screen.getByLabelText('Action')).toHaveValue('update');
    expect(screen.getByLabelText('From')).toHaveValue('2026-05-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-05-12');
    expect(
      await screen.findByRole('button', { name: 'Clear admin filter (Jane Smith)' }),
    ).toBeInTheDocument();
  });

  it('offers a coach only the record types and actions the log shows them', async () => {
    mockApi({ 'GET /api/audit': () => envelope(auditPage([createAuditEntry()])) });
    renderActivity('/admin/activity', 'coach');
    await screen.findByRole('list', { name: 'Activity entries' });
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Record type')).toContain('Program');
    expect(options('Record type')).not.toContain('Session');
    expect(options('Record type')).not.toContain('Invitation');
    expect(options('Action')).toContain('Update');
    expect(options('Action')).not.toContain('Sign-in');
    expect(options('Action')).not.toContain('Failed sign-in');
  });

  it('puts a changed filter into the URL and the request, back on the newest page', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/audit': () => envelope(auditPage([createAuditEntry()], 'c2')) });
    const view = renderActivity('/admin/activity?type=program&cursor=c1');
    await screen.findByRole('list', { name: 'Activity entries' });

    await user.selectOptions(screen.getByLabelText('Action'), 'Delete (to trash)');
    await waitFor(() => expect(view.location()).toBe('/admin/activity?type=program&action=delete'));
    await waitFor(() =>
      expect(Object.fromEntries(queryOf(api.callsTo('GET', '/api/audit').at(-1)!))).toEqual({
        type: 'program',
        action: 'delete',
      }),
    );

    await user.selectOptions(screen.getByLabelText('Record type'), 'All types');
    await waitFor(() => expect(view.location()).toBe('/admin/activity?action=delete'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(view.location()).toBe('/admin/activity'));
  });

  it('picks the admin from the team directory (panel accounts), never from the users list', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/audit': () => envelope(auditPage([createAuditEntry()])),
      [`GET ${DIRECTORY}`]: directory,
    });
    const view = renderActivity();
    await screen.findByRole('list', { name: 'Activity entries' });

    await user.type(screen.getByLabelText('Admin'), 'jan');
    const matches = await screen.findByRole('list', { name: 'Matching admins' });
    const offered = within(matches).getAllByRole('button');
    expect(offered).toHaveLength(1);
    expect(offered[0]).toHaveTextContent('Jane Smith');
    expect(offered[0]).toHaveTextContent('jane@example.com');
    expect(offered[0]).toHaveTextContent('Coach');
    expect(queryOf(api.callsTo('GET', DIRECTORY).at(-1)!).get('search')).toBe('jan');

    await user.click(within(matches).getByRole('button', { name: /Jane Smith/ }));
    await waitFor(() => expect(view.location()).toBe('/admin/activity?actor=7'));
    await waitFor(() => expect(queryOf(api.callsTo('GET', '/api/audit').at(-1)!).get('actor')).toBe('7'));
    expect(await screen.findByTestId('admin-filter-value')).toHaveTextContent('Jane Smith');

    await user.click(await screen.findByRole('button', { name: 'Clear admin filter (Jane Smith)' }));
    await waitFor(() => expect(view.location()).toBe('/admin/activity'));
    expect(api.callsTo('GET', '/api/users')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/users/7')).toHaveLength(0);
  });

  it("says only 'No matches' when no admin of the directory matches", async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/audit': () => envelope(auditPage([createAuditEntry()])),
      [`GET ${DIRECTORY}`]: () => envelope(paginatorOf([])),
    });
    renderActivity();
    await screen.findByRole('list', { name: 'Activity entries' });
    await user.type(screen.getByLabelText('Admin'), 'zed');
    expect(await screen.findByText('No admin matches "zed"')).toBeInTheDocument();
  });
});
