import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { auditMessages, listMessages } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { auditPage, createAuditEntry } from '@/test/audit-factories';
import { directory, DIRECTORY, queryOf, renderActivity } from '../testing/render-activity';

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
