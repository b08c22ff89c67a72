import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditMessages, listMessages, type TeamDirectoryEntry } from '@coachboard/contract';
import { envelope, mockApi, type RecordedCall } from '@/test/api-mock';
import { auditPage, createAuditEntry } from '@/test/audit-factories';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { adminPattern } from '@/lib/route-paths';
import { Component as ActivityRoute } from './activity-route';

const jane: TeamDirectoryEntry = { id: 7, name: 'Jane Smith', email: 'jane@example.com', team_role: 'coach' };
const DIRECTORY = '/api/team/directory';
/** The team directory: Jane when asked for her id or any search, nobody else. */
const directory = (call: RecordedCall) =>
  envelope(paginatorOf(['7', null].includes(queryOf(call).get('id')) ? [jane] : []));

const renderActivity = (url = '/admin/activity') =>
  renderWithRouter(<ActivityRoute />, { path: adminPattern('activity'), url });

const queryOf = (call: RecordedCall) => new URL(call.path, 'http://localhost').searchParams;

describe('Activity page', () => {
  it('reads each entry as a sentence with its time, linking to the record', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/audit': () =>
        envelope(
          auditPage([
            createAuditEntry({
              changes: {
                name: { before: 'Strength', after: 'Strength Base' },
                duration_weeks: { before: 4, after: 6 },
              },
            }),
            createAuditEntry({
              action: 'create',
              record: { type: 'exercise', id: 5, name: 'Goblet Squat' },
              changes: null,
            }),
            createAuditEntry({
              action: 'delete',
              record: { type: 'recipe', id: 6, name: 'Soup' },
              changes: null,
            }),
            createAuditEntry({
              action: 'restore',
              record: { type: 'user', id: 9, name: 'Leo Park' },
              changes: null,
            }),
            createAuditEntry({
              action: 'create',
              record: { type: 'post', id: 8, name: 'Hello team' },
              changes: null,
            }),
            createAuditEntry({
              action: 'create',
              record: { type: 'comment', id: 2, name: 'Nice' },
              changes: null,
            }),
          ]),
        ),
    });
    const view = renderActivity();

    const list = await screen.findByRole('list', { name: 'Activity entries' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Jane Smith changed the program "Strength Base": name "Strength" → "Strength Base", weeks 4 → 6',
    );
    expect(within(items[0]!).getByText('May 12, 2026, 10:42 AM')).toBeInTheDocument();
    const link = (name: string) => within(list).getByRole('link', { name: `"${name}"` });
    expect(link('Strength Base')).toHaveAttribute('href', '/admin/programs/3');
    expect(link('Goblet Squat')).toHaveAttribute('href', '/admin/exercise-library/5');
    expect(link('Soup')).toHaveAttribute('href', '/admin/nutrition/6');
    expect(link('Leo Park')).toHaveAttribute('href', '/admin/users/9');
    expect(link('Hello team')).toHaveAttribute('href', '/admin/community/8');
    // A comment has no screen of its own: its name is not a link.
    expect(items[5]).toHaveTextContent('Jane Smith created the comment "Nice"');
    expect(within(items[5]!).queryByRole('link')).not.toBeInTheDocument();

    await user.click(link('Goblet Squat'));
    expect(view.location()).toBe('/admin/exercise-library/5');
  });

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
    renderWithRouter(<ActivityRoute />, {
      path: adminPattern('activity'),
      url: '/admin/activity',
      teamRole: 'coach',
    });
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

  it('pages Older and Newer by cursor', async () => {
    const user = userEvent.setup();
    const pages: Record<string, ReturnType<typeof auditPage>> = {
      '': auditPage([createAuditEntry({ record: { type: 'program', id: 1, name: 'Page one' } })], 'c2'),
      c2: auditPage([createAuditEntry({ record: { type: 'program', id: 2, name: 'Page two' } })], 'c3'),
      c3: auditPage([createAuditEntry({ record: { type: 'program', id: 3, name: 'Page three' } })], null),
    };
    const api = mockApi({
      'GET /api/audit': (call) => envelope(pages[queryOf(call).get('cursor') ?? '']),
    });
    const view = renderActivity('/admin/activity?type=program');
    const older = () => screen.getByRole('button', { name: auditMessages.older });
    const newer = () => screen.getByRole('button', { name: auditMessages.newer });

    await screen.findByRole('link', { name: '"Page one"' });
    expect(newer()).toBeDisabled();
    await user.click(older());
    await screen.findByRole('link', { name: '"Page two"' });
    expect(view.location()).toBe('/admin/activity?type=program&cursor=c2');
    await user.click(older());
    await screen.findByRole('link', { name: '"Page three"' });
    expect(older()).toBeDisabled();
    expect(queryOf(api.callsTo('GET', '/api/audit').at(-1)!).get('type')).toBe('program');

    await user.click(newer());
    await screen.findByRole('link', { name: '"Page two"' });
    expect(view.location()).toBe('/admin/activity?type=program&cursor=c2');
    await user.click(newer());
    await screen.findByRole('link', { name: '"Page one"' });
    expect(view.location()).toBe('/admin/activity?type=program');
    expect(newer()).toBeDisabled();
    expect(api.callsTo('GET', '/api/audit').map((call) => queryOf(call).get('cursor'))).toEqual([
      null,
      'c2',
      'c3',
      // Newer pages come from the cache; nothing else is asked.
    ]);
  });

  it("says 'No activity yet' when the log is empty and no filter is on, and nothing else", async () => {
    mockApi({ 'GET /api/audit': () => envelope(auditPage([])) });
    renderActivity();
    expect(await screen.findByText(auditMessages.empty)).toBeInTheDocument();
    expect(screen.queryByText(listMessages.noMatches, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Activity pages' })).not.toBeInTheDocument();
  });

  it.each([
    ['a form filter', '/admin/activity?type=recipe&action=delete'],
    ["a dashboard card's filter", '/admin/activity?attention=failed_sign_ins'],
    ['an admin filter on a later page', '/admin/activity?actor=7&cursor=c2'],
  ])(
    "says only 'Nothing matches these filters' under %s, and Clear filters shows the whole log",
    async (_, url) => {
      const user = userEvent.setup();
      mockApi({
        'GET /api/audit': (call) => envelope(auditPage(queryOf(call).size === 0 ? [createAuditEntry()] : [])),
        [`GET ${DIRECTORY}`]: directory,
      });
      const view = renderActivity(url);

      const empty = (await screen.findByText(listMessages.noMatches)).parentElement!;
      expect(screen.queryByText(auditMessages.empty, { exact: false })).not.toBeInTheDocument();
      await user.click(within(empty).getByRole('button', { name: listMessages.clearFilters }));

      await waitFor(() => expect(view.location()).toBe('/admin/activity'));
      expect(await screen.findByRole('list', { name: 'Activity entries' })).toBeInTheDocument();
      expect(screen.queryByText(listMessages.noMatches)).not.toBeInTheDocument();
    },
  );

  it("past the last entry with no filter says 'No older activity', not that the log is empty", async () => {
    mockApi({ 'GET /api/audit': () => envelope(auditPage([])) });
    renderActivity('/admin/activity?cursor=c9');
    expect(await screen.findByText(auditMessages.noOlder)).toBeInTheDocument();
    expect(screen.queryByText(auditMessages.empty)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: auditMessages.newer })).toBeEnabled();
  });
});
