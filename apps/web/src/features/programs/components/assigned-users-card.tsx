import { useEffect, useState } from 'react';
import { displayName, programMessages } from '@coachboard/contract';
import { Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination, totalQualifier } from '@/components/ui/list-pagination';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { useAssignedUsersPage } from '../api/get-assigned-users';

export interface AssignedUsersCardProps {
  programId: number;
  /** Left out, the Manage Users button is hidden (the team role may not assign). */
  onManageUsers?: () => void;
}

/** The program's users, a page at a time from `assigned-users`, with the count and the Manage Users button. */
export function AssignedUsersCard({ programId, onManageUsers }: AssignedUsersCardProps) {
  const [page, setPage] = useState(1);
  const query = useAssignedUsersPage(programId, page);
  const result = query.data;
  const users = result?.data ?? [];
  const lastPage = result ? Math.max(1, result.last_page) : 1;

  // Removing users can leave the page on screen past the end: show the last one instead.
  useEffect(() => {
    if (!query.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [page, lastPage, query.isPlaceholderData]);

  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>Assigned Users</CardTitle>
          {result && (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {`${totalQualifier(result) ? 'At least ' : ''}${formatCount(result.total)} user(s) assigned`}
            </p>
          )}
        </div>
        {onManageUsers && (
          <Button variant="secondary" size="sm" onClick={onManageUsers}>
            <Users aria-hidden className="size-4" />
            Manage Users
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading assigned users" className="text-brand-500" />
          </div>
        ) : query.isError ? (
          <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">
            {programMessages.usersLoadFailed}
          </p>
        ) : users.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No Users Assigned"
            description="This program is not currently assigned to any users."
            className="py-6"
          />
        ) : (
          <ul
            aria-label="Assigned users"
            className={cn(
              'flex max-h-64 flex-wrap gap-2 overflow-y-auto transition-opacity',
              query.isPlaceholderData && 'opacity-60',
            )}
          >
            {users.map((user) => (
              <li
                key={user.id}
                title={user.email}
                className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-600 dark:bg-brand-400/15 dark:text-brand-200"
              >
                {displayName(user)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ListPagination
        page={result}
        itemLabel="users"
        stacked
        onPageChange={setPage}
        disabled={query.isFetching}
      />
    </Card>
  );
}
