import { useCallback, useMemo, useState } from 'react';
import type { UserSummary } from '@coachboard/contract';

/** Case-insensitive match on first name, last name or e-mail; an empty term matches everyone. */
export const matchesUserSearch = (user: UserSummary, term: string) => {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  return [user.first_name, user.last_name, user.email].some((value) => value?.toLowerCase().includes(needle));
};

const uniqueById = (users: Iterable<UserSummary>) => {
  const seen = new Map<number, UserSummary>();
  for (const user of users) if (!seen.has(user.id)) seen.set(user.id, user);
  return [...seen.values()];
};

export interface UserMoves {
  assigned: ReadonlyMap<number, UserSummary>;
  removed: ReadonlyMap<number, UserSummary>;
}

/**
 * The two lists of the Manage Users modal: what the server last said (the pages loaded so far), corrected by the
 * moves made since it was opened, so a move shows at once and a later refetch of either list cannot undo it on
 * screen.
 */
export const applyUserMoves = (
  serverAssigned: readonly UserSummary[],
  serverAvailable: readonly UserSummary[],
  moves: UserMoves,
  searchTerm: string,
) => {
  const assigned = uniqueById([
    ...serverAssigned.filter((user) => !moves.removed.has(user.id)),
    ...moves.assigned.values(),
  ]);
  const assignedIds = new Set(assigned.map((user) => user.id));
  const available = uniqueById([
    ...[...moves.removed.values()].filter((user) => matchesUserSearch(user, searchTerm)),
    ...serverAvailable.filter((user) => !assignedIds.has(user.id) && !moves.removed.has(user.id)),
  ]);
  return {
    assigned: assigned.filter((user) => matchesUserSearch(user, searchTerm)),
    available,
  };
};

const withUser = (map: ReadonlyMap<number, UserSummary>, user: UserSummary) =>
  new Map(map).set(user.id, user);
const withoutUser = (map: ReadonlyMap<number, UserSummary>, userId: number) => {
  const next = new Map(map);
  next.delete(userId);
  return next;
};

/** A successful move and when it happened: +1 for an assignment, -1 for a removal. */
interface CountChange {
  at: number;
  delta: 1 | -1;
}

export function useUserMoves() {
  const [moves, setMoves] = useState<UserMoves>({ assigned: new Map(), removed: new Map() });
  const [changes, setChanges] = useState<readonly CountChange[]>([]);
  const markAssigned = useCallback((user: UserSummary) => {
    setMoves((current) => ({
      assigned: withUser(current.assigned, user),
      removed: withoutUser(current.removed, user.id),
    }));
    setChanges((current) => [...current, { at: Date.now(), delta: 1 }]);
  }, []);
  const markRemoved = useCallback((user: UserSummary) => {
    setMoves((current) => ({
      assigned: withoutUser(current.assigned, user.id),
      removed: withUser(current.removed, user),
    }));
    setChanges((current) => [...current, { at: Date.now(), delta: -1 }]);
  }, []);
  /** How the assigned count moved after `time` (a query's `dataUpdatedAt`): a total fetched before counts them. */
  const changeSince = useCallback(
    (time: number) => changes.reduce((sum, change) => (change.at > time ? sum + change.delta : sum), 0),
    [changes],
  );
  const hasChanges = moves.assigned.size > 0 || moves.removed.size > 0;
  return useMemo(
    () => ({ moves, markAssigned, markRemoved, hasChanges, changeSince }),
    [moves, markAssigned, markRemoved, hasChanges, changeSince],
  );
}
