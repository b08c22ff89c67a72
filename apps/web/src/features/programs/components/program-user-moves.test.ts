import { describe, expect, it } from 'vitest';
import { createUserSummary } from '@/test/user-factories';
import { applyUserMoves, matchesUserSearch } from './program-user-moves';

const ann = createUserSummary({ id: 1, first_name: 'Ann', last_name: 'Lee', email: 'ann@x.io' });
const ben = createUserSummary({ id: 2, first_name: 'Ben', last_name: 'Ray', email: 'ben@y.io' });
const cat = createUserSummary({ id: 3, first_name: null, last_name: null, email: 'cat@z.io' });
const none = { assigned: new Map(), removed: new Map() };

describe('matchesUserSearch', () => {
  it('matches first name, last name or e-mail, case-insensitively', () => {
    expect(matchesUserSearch(ann, 'ANN')).toBe(true);
    expect(matchesUserSearch(ann, 'lee')).toBe(true);
    expect(matchesUserSearch(ann, 'X.IO')).toBe(true);
    expect(matchesUserSearch(ann, 'ben')).toBe(false);
    expect(matchesUserSearch(cat, 'cat')).toBe(true);
    expect(matchesUserSearch(cat, '  ')).toBe(true);
  });
});

describe('applyUserMoves', () => {
  it('moves assigned users out of the available list and removed users into it', () => {
    const lists = applyUserMoves(
      [ann],
      [ben, cat],
      { assigned: new Map([[2, ben]]), removed: new Map([[1, ann]]) },
      '',
    );
    expect(lists.assigned.map((user) => user.id)).toEqual([2]);
    expect(lists.available.map((user) => user.id)).toEqual([1, 3]);
  });

  it('does not show a user twice when a refetch already reflects the move', () => {
    // The server now lists Ann as available and Ben as assigned, as the moves said.
    const lists = applyUserMoves(
      [ben],
      [ann, cat],
      { assigned: new Map([[2, ben]]), removed: new Map([[1, ann]]) },
      '',
    );
    expect(lists.assigned.map((user) => user.id)).toEqual([2]);
    expect(lists.available.map((user) => user.id)).toEqual([1, 3]);
  });

  it('filters assigned users and locally moved users by the search, and counts all assigned', () => {
    const lists = applyUserMoves(
      [ann, ben],
      [cat],
      { assigned: new Map(), removed: new Map([[2, ben]]) },
      'ann',
    );
    expect(lists.assigned.map((user) => user.id)).toEqual([1]);
    expect(lists.available.map((user) => user.id)).toEqual([3]);
    expect(lists.assignedTotal).toBe(1);
    expect(applyUserMoves([ann, ben], [], none, 'zzz').assignedTotal).toBe(2);
  });
});
