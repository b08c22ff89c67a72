import { Link, useNavigate } from 'react-router';
import {
  fullName,
  isAppUser,
  userListMessages,
  type User,
  type UserAttention,
  type UserListItem,
} from '@coachboard/contract';
import { ArrowUp, ArrowUpDown, Pencil, Trash2 } from 'lucide-react';
import { ResponsiveList, type ListColumn } from '@/components/ui/list-page';
import { SelectableCard, selectionColumn } from '@/components/bulk-delete/selection-bar';
import type { RowSelection } from '@/lib/use-row-selection';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { routePaths } from '@/lib/route-paths';
import { UserAttentionFactText } from './user-attention-fact';
import { UserAvatar } from './user-avatar';
import { UserStatusBadge } from './user-status-badge';

const actionClassName =
  'inline-flex size-9 items-center justify-center rounded-lg transition-colors hover:bg-slate-100 dark:hover:bg-white/10';

function UserIdentity({ user }: { user: User }) {
  const name = fullName(user);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar user={user} />
      <div className="flex min-w-0 flex-col">
        <Link
          to={routePaths.user(user.id)}
          className="truncate font-semibold text-ink hover:text-brand-500 dark:text-white dark:hover:text-brand-300"
        >
          {name || user.email}
        </Link>
        {name && <span className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</span>}
      </div>
    </div>
  );
}

function UserRowActions({ user, onDelete }: { user: User; onDelete?: (user: User) => void }) {
  const label = fullName(user) || user.email;
  // The API lists app users only; a team account (changed on the Team page only) never gets Edit or Delete here.
  const mayEdit = useCan()('users.update') && isAppUser(user);
  return (
    <div className="flex items-center justify-end gap-1">
      {mayEdit && (
        <Link
          to={`${routePaths.user(user.id)}?edit=1`}
          aria-label={`Edit ${label}`}
          title="Edit"
          className={cn(actionClassName, 'text-brand-500 dark:text-brand-300')}
        >
          <Pencil aria-hidden className="size-4" />
        </Link>
      )}
      {user.deleted_at === null && onDelete && isAppUser(user) && (
        <button
          type="button"
          aria-label={`Delete ${label}`}
          title="Delete"
          onClick={() => onDelete(user)}
          className={cn(actionClassName, 'text-red-500 dark:text-red-400')}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}

const userName = (user: User) => fullName(user) || user.email;

/** The kept 7-day compliance: '75%', or '—' with nothing prescribed in the week. */
function CompliancePercent({ user }: { user: UserListItem }) {
  return (
    <span className="whitespace-nowrap text-slate-600 tabular-nums dark:text-slate-300">
      {userListMessages.compliancePercent(user.compliance_7d)}
    </span>
  );
}

/** The compliance column's header: a button that sorts the list by it (lowest first) or back to newest first. */
function ComplianceHeader({ sorted, onSort }: { sorted: boolean; onSort: (sorted: boolean) => void }) {
  const Icon = sorted ? ArrowUp : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={() => onSort(!sorted)}
      title={sorted ? userListMessages.sortLabels.joined : userListMessages.sortLabels.compliance_7d}
      className="inline-flex items-center gap-1 uppercase hover:text-brand-500 dark:hover:text-brand-300"
    >
      {userListMessages.complianceHeader}
      <Icon aria-hidden className="size-3.5" />
    </button>
  );
}

export function UsersTable({
  users,
  onDelete,
  selection,
  attention,
  compliance,
}: {
  users: UserListItem[];
  /** Left out, the Delete buttons are hidden (the team role may not delete app users). */
  onDelete?: (user: User) => void;
  selection?: RowSelection;
  /** A dashboard card's list: its fact (`attention_fact`) takes the Joined column's place. */
  attention?: UserAttention | undefined;
  /**
   * The 7-day compliance column (coaches and owners): whether the list is sorted by it, and how to change that.
   * Left out, the column is not shown.
   */
  compliance?: { sorted: boolean; onSort: (sorted: boolean) => void } | undefined;
}) {
  const navigate = useNavigate();
  const columns: ListColumn<UserListItem>[] = [
    { id: 'name', header: 'Name', cell: (user) => <UserIdentity user={user} /> },
    { id: 'status', header: 'Status', cell: (user) => <UserStatusBadge user={user} /> },
    attention
      ? {
          id: 'fact',
          header: userListMessages.factHeader[attention],
          cell: (user) => <UserAttentionFactText fact={user.attention_fact} />,
        }
      : {
          id: 'joined',
          header: 'Joined',
          cell: (user) => (
            <span className="whitespace-nowrap text-slate-600 dark:text-slate-300">
              {formatDate(user.created_at)}
            </span>
          ),
        },
    ...(compliance
      ? [
          {
            id: 'compliance',
            header: <ComplianceHeader sorted={compliance.sorted} onSort={compliance.onSort} />,
            sorted: compliance.sorted ? ('ascending' as const) : ('none' as const),
            cell: (user: UserListItem) => <CompliancePercent user={user} />,
          },
        ]
      : []),
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (user) => <UserRowActions user={user} onDelete={onDelete} />,
    },
  ];

  // Bulk actions take app users only: should a team account's row ever reach the list, it has no checkbox.
  const pageIds = users.filter(isAppUser).map((user) => user.id);
  return (
    <ResponsiveList
      items={users}
      columns={
        selection
          ? [selectionColumn(selection, users, (user) => user.id, userName, isAppUser), ...columns]
          : columns
      }
      getKey={(user) => user.id}
      caption="Users"
      onItemClick={(user) => navigate(routePaths.user(user.id))}
      renderCard={(user) => (
        <SelectableCard
          selection={isAppUser(user) ? selection : undefined}
          id={user.id}
          name={userName(user)}
          pageIds={pageIds}
        >
          <div className="flex flex-col gap-3">
            <UserIdentity user={user} />
            {attention && (
              <div className="text-sm">
                <UserAttentionFactText fact={user.attention_fact} />
              </div>
            )}
            <div className="flex items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-300">
              <div className="flex items-center gap-2">
                <UserStatusBadge user={user} />
                {!attention && <span>Joined {formatDate(user.created_at)}</span>}
                {compliance && (
                  <span>
                    {userListMessages.complianceHeader} <CompliancePercent user={user} />
                  </span>
                )}
              </div>
              <UserRowActions user={user} onDelete={onDelete} />
            </div>
          </div>
        </SelectableCard>
      )}
    />
  );
}
