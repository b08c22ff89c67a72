import { bulkAssignmentMessages, isAppUser, userMessages, type User } from '@coachboard/contract';
import { Download, Plus, SearchX, UserPlus, Utensils } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { AttentionNotice } from '@/components/ui/attention-notice';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPage } from '@/components/ui/list-page';
import { ListPagination } from '@/components/ui/list-pagination';
import { RefreshButton } from '@/components/ui/refresh-button';
import { SearchBar } from '@/components/ui/search-bar';
import { BulkDeleteBar } from '@/components/bulk-delete/bulk-delete-bar';
import { AssignMealPlanDialog } from '@/components/meal-plans/assign-meal-plan-dialog';
import { useToast } from '@/components/feedback/toast';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/permissions';
import { useListDialog } from '@/lib/use-list-dialog';
import { useRowSelection } from '@/lib/use-row-selection';
import { useCreateUser } from '../api/create-user';
import type { BulkAssignmentTarget } from '../api/bulk-assign-program';
import { useExportUsers } from '../api/export-users';
import { userKeys } from '../api/user-query-keys';
import { BulkAssignDialog } from '../components/bulk-assign-dialog';
import { CreateUserModal } from '../components/create-user-modal';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { EndingOrderFilter } from '../components/ending-order-filter';
import { TeamMemberMatchesNotice } from '../components/team-member-matches-notice';
import { StatusFilter } from '../components/status-filter';
import { UsersTable } from '../components/users-table';
import { useUserList } from '../components/use-user-list';

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'delete'; user: User }
  | { kind: 'assign'; target: BulkAssignmentTarget; count: number }
  | { kind: 'assign-meal-plan'; userIds: number[] };

export function Component() {
  const list = useUserList();
  // A selection belongs to the list's filters: search, status and a dashboard card's (what "all matching" and the
  // export send).
  const selection = useRowSelection(JSON.stringify(list.exportParams));
  const { query, result, items, isSearchMode } = list;
  const [dialog, setDialog] = useListDialog<OpenDialog>();
  const can = useCan();
  const createUser = useCreateUser();
  const exportUsers = useExportUsers();
  const toast = useToast();
  // "All matching" assigns by the list's own filter, so the server finds the same users it lists.
  const assignTarget = (): BulkAssignmentTarget =>
    selection.allMatching
      ? {
          filter: {
            ...(list.searchTerm ? { search: list.searchTerm } : {}),
            status: list.status,
            ...(list.attention ? { attention: list.attention } : {}),
          },
        }
      : { user_ids: [...selection.ids] };

  return (
    <>
      <ListPage
        title="Users"
        description="App users of the coaching service"
        actions={
          <>
            <RefreshButton onClick={list.refresh} isFetching={query.isFetching} />
            {can('users.export') && (
              <Button
                variant="secondary"
                onClick={() => exportUsers.mutate(list.exportParams)}
                loading={exportUsers.isPending}
              >
                <Download aria-hidden className="size-4" />
                Export CSV
              </Button>
            )}
            {can('users.create') && (
              <Button onClick={() => setDialog({ kind: 'create' })}>
                <Plus aria-hidden className="size-4" />
                Add User
              </Button>
            )}
          </>
        }
        toolbar={
          <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
            <SearchBar
              key={list.searchBoxKey}
              term={list.searchTerm}
              onSearch={list.search}
              onClear={list.leaveSearch}
              placeholder="Search users by name or email..."
              label="Search users"
              isSearching={isSearchMode && query.isFetching}
              className="lg:max-w-xl lg:flex-1"
            />
            <div className="flex flex-wrap items-center gap-2">
              {list.attention === 'program_ending' && (
                <EndingOrderFilter value={list.sort} onChange={list.setSort} />
              )}
              <StatusFilter value={list.status} onChange={list.setStatus} />
            </div>
          </div>
        }
        banners={
          <>
            {list.attention && <AttentionNotice attention={list.attention} onClear={list.clearAttention} />}
            {isSearchMode && list.teamMemberMatches !== undefined && (
              <TeamMemberMatchesNotice term={list.searchTerm} count={list.teamMemberMatches} />
            )}
            {list.loadError && <Alert>{list.loadError}</Alert>}
            {/* Bulk delete and bulk assignment are both the coaches' (and owners'). */}
            {can('users.bulkDelete') && (
              <BulkDeleteBar
                type="user"
                selection={selection}
                pageIds={items.filter(isAppUser).map((user) => user.id)}
                page={result}
                matching={list.exportParams}
                invalidate={[userKeys.all]}
                actions={
                  <>
                    <Button
                      size="sm"
                      onClick={() =>
                        setDialog({
                          kind: 'assign',
                          target: assignTarget(),
                          count: selection.countOf(result?.total ?? 0),
                        })
                      }
                    >
                      <UserPlus aria-hidden className="size-4" />
                      {bulkAssignmentMessages.assignProgram}
                    </Button>
                    {/* A meal plan goes to the users picked by hand (not "all matching"). */}
                    {can('mealPlans.assign') && !selection.allMatching && (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setDialog({ kind: 'assign-meal-plan', userIds: [...selection.ids] })}
                      >
                        <Utensils aria-hidden className="size-4" />
                        Assign meal plan
                      </Button>
                    )}
                  </>
                }
              />
            )}
            {exportUsers.isError && (
              <Alert onDismiss={() => exportUsers.reset()}>
                {errorMessage(exportUsers.error, userMessages.fetchFailed)}
              </Alert>
            )}
          </>
        }
        isLoading={query.isPending && !query.isError}
        loadingLabel="Loading users..."
        isEmpty={items.length === 0}
        empty={<EmptyState icon={isSearchMode ? SearchX : undefined} title={userMessages.noUsers} />}
        pagination={
          result && (
            <ListPagination
              page={result}
              itemLabel="users"
              summarySuffix={isSearchMode ? '(search results)' : undefined}
              onPageChange={list.setPage}
              disabled={query.isFetching}
            />
          )
        }
      >
        <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <UsersTable
            users={items}
            attention={list.attention}
            compliance={
              list.mayReadCompliance
                ? {
                    sorted: list.sort === 'compliance_7d',
                    onSort: (sorted) => list.setSort(sorted ? 'compliance_7d' : undefined),
                  }
                : undefined
            }
            selection={can('users.bulkDelete') ? selection : undefined}
            onDelete={can('users.delete') ? (user) => setDialog({ kind: 'delete', user }) : undefined}
          />
        </div>
      </ListPage>

      {dialog?.kind === 'create' && can('users.create') && (
        <CreateUserModal
          onClose={() => setDialog(null)}
          onSubmit={(values) => createUser.mutateAsync(values)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteUserDialog user={dialog.user} onClose={() => setDialog(null)} onDeleted={list.onItemDeleted} />
      )}
      {dialog?.kind === 'assign' && (
        <BulkAssignDialog
          target={dialog.target}
          count={dialog.count}
          onClose={() => setDialog(null)}
          onAssigned={selection.clear}
        />
      )}
      {dialog?.kind === 'assign-meal-plan' && (
        <AssignMealPlanDialog
          userIds={dialog.userIds}
          onClose={() => setDialog(null)}
          onAssigned={(count) => {
            setDialog(null);
            selection.clear();
            toast.show({
              tone: 'success',
              text: `Meal plan assigned to ${count} ${count === 1 ? 'user' : 'users'}`,
            });
          }}
        />
      )}
    </>
  );
}
