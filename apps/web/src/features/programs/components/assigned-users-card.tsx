import { displayName, type UserSummary } from '@coachboard/contract';
import { Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

export interface AssignedUsersCardProps {
  users: readonly UserSummary[];
  onManageUsers: () => void;
}

export function AssignedUsersCard({ users, onManageUsers }: AssignedUsersCardProps) {
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>Assigned Users</CardTitle>
          <p className="text-sm text-slate-500 dark:text-slate-400">{`${users.length} user(s) assigned`}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onManageUsers}>
          <Users aria-hidden className="size-4" />
          Manage Users
        </Button>
      </CardHeader>
      <CardContent>
        {users.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No Users Assigned"
            description="This program is not currently assigned to any users."
            className="py-6"
          />
        ) : (
          <ul aria-label="Assigned users" className="flex max-h-64 flex-wrap gap-2 overflow-y-auto">
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
    </Card>
  );
}
