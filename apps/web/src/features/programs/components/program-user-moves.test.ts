import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createUserSummary } from '@/test/user-factories';
import { applyUserMoves, matchesUserSearch, useUserMoves } from './program-user-moves';

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

  it('filters assigned users and locally moved users by the search', () => {
    const lists = applyUserMoves(
      [ann, ben],
      [cat],
      { assigned: new Map(), removed: new Map([[2, ben]]) },
      'ann',
    );
    expect(lists.assigned.map((user) => user.id)).toEqual([1]);
    expect(lists.available.map((user) => user.id)).toEqual([3]);
    expect(applyUserMoves([ann, ben], [], none, 'zzz').assigned).toEqual([]);
  });
});

describe('useUserMoves', () => {
  it('counts the moves made after a total was fetched, so the count follows them until a refetch', () => {
    vi.useFakeTimers({ now: 1_000 });
    try {
      const { result } = renderHook(() => useUserMoves());
      act(() => result.current.markAssigned(ann));
      vi.setSystemTime(2_000);
      act(() => result.current.markAssigned(ben));
      act(() => result.current.markRemoved(ann));
      expect(result.current.hasChanges).toBe(true);
      expect(result.current.changeSince(500)).toBe(1);
      // A total fetched at 1,500 already counts Ann's assignment.
      expect(result.current.changeSince(1_500)).toBe(0);
      expect(result.current.changeSince(2_500)).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
