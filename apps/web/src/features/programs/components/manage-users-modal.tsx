import { useCallback, useMemo, useState } from 'react';
import {
  bulkAssignmentMessages,
  displayName,
  nextMonday,
  programMessages,
  type AssignmentMode,
  type UserSummary,
} from '@coachboard/contract';
import { AssignmentChoices, startDateError } from '@/components/assignments/assignment-choices';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { SearchInput } from '@/components/ui/search-input';
import { formatDate, todayDate } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAssignUser } from '../api/assign-user';
import { useAssignedUsersList } from '../api/get-assigned-users';
import { useAvailableUsers } from '../api/get-available-users';
import { useUnassignUser } from '../api/unassign-user';
import { applyUserMoves, useUserMoves } from './program-user-moves';
import { UserListColumn } from './user-list-column';

export interface ManageUsersModalProps {
  programId: number;
  programName: string;
  /** `changed` tells the page whether anything was assigned or removed, so it refreshes only then. */
  onClose: (changed: boolean) => void;
}

type Notice = { variant: 'success' | 'error'; message: string };

/** How a user is assigned, as the assigned column shows it. */
type AssignmentShown = { start_date: string; mode: AssignmentMode };

/** 'Starts March 2, 2026 · Personal copy' */
const describeAssignment = ({ start_date, mode }: AssignmentShown) =>
  `Starts ${formatDate(start_date)} · ${bulkAssignmentMessages.modeLabels[mode]}`;

/** Assign and unassign users. Both columns are searched and paged on the server. */
export function ManageUsersModal({ programId, programName, onClose }: ManageUsersModalProps) {
  const [search, setSearch] = useState('');
  const serverSearch = useDebouncedValue(search.trim(), 300);
  // The unsearched pages give the count and let a term filter what is loaded while the server search runs.
  const allAssignedQuery = useAssignedUsersList(programId, '');
  const assignedQuery = useAssignedUsersList(programId, serverSearch);
  const availableQuery = useAvailableUsers(programId, serverSearch);
  const { moves, markAssigned, markRemoved, hasChanges, changeSince } = useUserMoves();
  const assignUser = useAssignUser();
  const unassignUser = useUnassignUser();
  const [pendingUserIds, setPendingUserIds] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [startDate, setStartDate] = useState(() => nextMonday(todayDate()));
  const [mode, setMode] = useState<AssignmentMode>('linked');
  // Assignments made here, as sent: the server applies the start date and mode it is given.
  const [made, setMade] = useState<ReadonlyMap<number, AssignmentShown>>(new Map());

  const lists = useMemo(
    () =>
      applyUserMoves(
        [
          ...(assignedQuery.data?.pages.flatMap((page) => page.data) ?? []),
          ...(allAssignedQuery.data?.pages.flatMap((page) => page.data) ?? []),
        ],
        availableQuery.data?.pages.flatMap((page) => page.data) ?? [],
        moves,
        search,
      ),
    [assignedQuery.data, allAssignedQuery.data, availableQuery.data, moves, search],
  );
  const assignments = useMemo(() => {
    const byUser = new Map<number, AssignmentShown>();
    for (const data of [allAssignedQuery.data, assignedQuery.data])
      for (const page of data?.pages ?? []) for (const user of page.data) byUser.set(user.id, user);
    for (const [userId, assignment] of made) byUser.set(userId, assignment);
    return byUser;
  }, [allAssignedQuery.data, assignedQuery.data, made]);
  const serverTotal = allAssignedQuery.data?.pages[0]?.total;
  const assignedTotal =
    serverTotal === undefined
      ? undefined
      : Math.max(0, serverTotal + changeSince(allAssignedQuery.dataUpdatedAt));

  const setPending = (userId: number, pending: boolean) =>
    setPendingUserIds((current) => {
      const next = new Set(current);
      if (pending) next.add(userId);
      else next.delete(userId);
      return next;
    });

  // mutateAsync, not mutate: per-call callbacks of mutate() are dropped for all but the latest call, and the
  // admin may move several users before the first answer arrives.
  const move = async (user: UserSummary, direction: 'assign' | 'remove') => {
    const name = displayName(user);
    const invalidStartDate = direction === 'assign' ? startDateError(startDate) : undefined;
    if (invalidStartDate) {
      setNotice({ variant: 'error', message: invalidStartDate });
      return;
    }
    setPending(user.id, true);
    try {
      if (direction === 'assign') {
        await assignUser.mutateAsync({ programId, userId: user.id, startDate, mode });
        setMade((current) => new Map(current).set(user.id, { start_date: startDate, mode }));
        markAssigned(user);
      } else {
        await unassignUser.mutateAsync({ programId, userId: user.id });
        markRemoved(user);
      }
      setNotice({
        variant: 'success',
        message: direction === 'assign' ? programMessages.assigned(name) : programMessages.removed(name),
      });
    } catch {
      setNotice({
        variant: 'error',
        message: direction === 'assign' ? programMessages.assignFailed : programMessages.removeFailed,
      });
    } finally {
      setPending(user.id, false);
    }
  };

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = availableQuery;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const {
    hasNextPage: hasMoreAssigned,
    isFetchingNextPage: isLoadingMoreAssigned,
    fetchNextPage: fetchMoreAssigned,
  } = assignedQuery;
  const loadMoreAssigned = useCallback(() => {
    if (hasMoreAssigned && !isLoadingMoreAssigned) void fetchMoreAssigned();
  }, [hasMoreAssigned, isLoadingMoreAssigned, fetchMoreAssigned]);

  const close = () => onClose(hasChanges);
  const loadFailed = allAssignedQuery.isError || assignedQuery.isError || availableQuery.isError;
  const searching = search.trim() !== '';

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title="Manage Users"
      description={programName}
      size="xl"
    >
      <DialogBody className="flex flex-col gap-4">
        <AssignmentChoices
          startDate={startDate}
          onStartDateChange={setStartDate}
          mode={mode}
          onModeChange={setMode}
        />
        <SearchInput
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search users by name or email..."
          label="Search users by name or email"
        />
        {loadFailed && <Alert>{programMessages.usersLoadFailed}</Alert>}
        {notice && (
          <Alert variant={notice.variant} onDismiss={() => setNotice(null)}>
            {notice.message}
          </Alert>
        )}
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <UserListColumn
            title="Available Users"
            users={lists.available}
            action="assign"
            onAction={(user) => void move(user, 'assign')}
            pendingUserIds={pendingUserIds}
            isLoading={availableQuery.isPending && !availableQuery.isError}
            emptyText={searching ? 'No available users match your search.' : 'No users available.'}
            onEndReached={loadMore}
            hasMore={hasNextPage}
            isLoadingMore={isFetchingNextPage}
          />
          <UserListColumn
            title="Assigned Users"
            users={lists.assigned}
            count={assignedTotal}
            action="remove"
            onAction={(user) => void move(user, 'remove')}
            pendingUserIds={pendingUserIds}
            isLoading={
              lists.assigned.length === 0 &&
              (allAssignedQuery.isPending || assignedQuery.isPending) &&
              !loadFailed
            }
            emptyText={searching ? 'No assigned users match your search.' : 'No users assigned yet.'}
            onEndReached={loadMoreAssigned}
            hasMore={hasMoreAssigned}
            isLoadingMore={isLoadingMoreAssigned}
            describeUser={(user) => {
              const assignment = assignments.get(user.id);
              return assignment && describeAssignment(assignment);
            }}
            // A personal copy is the user's own program: they leave it from the copy, not from the template.
            canAct={(user) => assignments.get(user.id)?.mode !== 'copy'}
          />
        </div>
      </DialogBody>
      <DialogFooter>
        <Button onClick={close}>Done</Button>
      </DialogFooter>
    </Dialog>
  );
}
