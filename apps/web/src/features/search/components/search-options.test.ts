import { describe, expect, it } from 'vitest';
import { mayCall } from '@coachboard/contract';
import { createSearchHit, createSearchResult } from '../testing/search-factories';
import { actionGroups, pageGroups, resultGroups } from './search-options';

const titles = (term: string) =>
  actionGroups(term).flatMap((group) => group.options.map((option) => option.title));

describe('search options', () => {
  it('keeps the actions whose label holds every word typed, whatever the case', () => {
    expect(titles('')).toHaveLength(9);
    expect(titles('check')).toEqual(['Go to Check-ins']);
    expect(titles('compliance')).toEqual(['Go to Compliance dropped']);
    expect(titles('nutrition')).toEqual(['Go to Active users without nutrition targets']);
    expect(titles('TRASH')).toEqual(['Go to Trash']);
    expect(titles('cre ex')).toEqual(['Create exercise']);
    expect(titles('create trash')).toEqual([]);
    expect(actionGroups('nothing')).toEqual([]);
  });

  it("leaves out the create actions a team role may not use (a moderator's palette only goes places)", () => {
    const offered = (role: 'coach' | 'moderator') =>
      actionGroups('', (operationId) => mayCall(role, operationId)).flatMap((group) =>
        group.options.map((option) => option.title),
      );
    expect(offered('moderator')).toEqual(['Go to Trash', 'Go to Activity']);
    expect(offered('coach')).toHaveLength(9);
    expect(offered('coach')).toContain('Go to Check-ins');
    expect(offered('coach')).toContain('Go to Compliance dropped');
    // moderators read nothing of nutrition: no way to the card's list
    expect(offered('coach')).toContain('Go to Active users without nutrition targets');
  });

  it("offers the pages whose 'Go to <name>' holds every word typed, and drops the actions going to one of them", () => {
    const pages = [
      { to: '/admin/programs', name: 'Programs' },
      { to: '/admin/exercise-library', name: 'Exercise Library' },
      { to: '/admin/trash', name: 'Trash' },
    ];
    const pageTitles = (term: string) =>
      pageGroups(term, pages).flatMap((group) => group.options.map((option) => option.title));

    expect(pageGroups('', pages)).toEqual([
      {
        key: 'pages',
        label: 'Go to',
        options: [
          { key: 'page-/admin/programs', title: 'Programs', path: '/admin/programs' },
          { key: 'page-/admin/exercise-library', title: 'Exercise Library', path: '/admin/exercise-library' },
          { key: 'page-/admin/trash', title: 'Trash', path: '/admin/trash' },
        ],
      },
    ]);
    expect(pageTitles('go to')).toEqual(['Programs', 'Exercise Library', 'Trash']);
    expect(pageTitles('PROG')).toEqual(['Programs']);
    expect(pageTitles('go lib')).toEqual(['Exercise Library']);
    expect(pageGroups('recipes', pages)).toEqual([]);
    expect(pageGroups('', [])).toEqual([]);
    // 'Go to Trash' is the Trash page of the 'Go to' group; 'Go to Activity', 'Go to Check-ins' and the cards'
    // lists stay (no page offered for them here).
    expect(
      actionGroups('go to', () => true, pages).flatMap((group) =>
        group.options.map((option) => option.title),
      ),
    ).toEqual([
      'Go to Activity',
      'Go to Check-ins',
      'Go to Compliance dropped',
      'Go to Active users without nutrition targets',
    ]);
  });

  it('lists only the kinds with hits, under their headings, in the answer order', () => {
    const groups = resultGroups(
      createSearchResult('ba', [
        createSearchHit({ kind: 'users', id: 5 }),
        createSearchHit({ kind: 'programs', id: 5, title: 'Base' }),
      ]),
    );

    expect(groups.map((group) => group.label)).toEqual(['Programs', 'Users']);
    expect(groups.flatMap((group) => group.options.map((option) => option.key))).toEqual([
      'hit-programs-5',
      'hit-users-5',
    ]);
  });
});
