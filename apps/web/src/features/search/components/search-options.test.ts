import { describe, expect, it } from 'vitest';
import { mayCall } from '@coachboard/contract';
import { createSearchHit, createSearchResult } from '../testing/search-factories';
import { actionGroups, resultGroups } from './search-options';

const titles = (term: string) =>
  actionGroups(term).flatMap((group) => group.options.map((option) => option.title));

describe('search options', () => {
  it('keeps the actions whose label holds every word typed, whatever the case', () => {
    expect(titles('')).toHaveLength(6);
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
    expect(offered('coach')).toHaveLength(6);
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
