import { useEffect, useId, useRef, type ReactNode } from 'react';
import { displayName, type UserSummary } from '@coachboard/contract';
import { UserMinus, UserPlus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatCount } from '@/lib/format';

export interface UserListColumnProps {
  title: string;
  users: readonly UserSummary[];
  /** Shown next to the title. */
  count?: number;
  action: 'assign' | 'remove';
  onAction: (user: UserSummary) => void;
  pendingUserIds: ReadonlySet<number>;
  isLoading: boolean;
  emptyText: string;
  /** Infinite scroll: called when the end of the list comes into view. */
  onEndReached?: () => void;
  hasMore?: boolean;
  isLoadingMore?: boolean;
  /** A line under the user's name and e-mail, e.g. the assignment's start date and mode. */
  describeUser?: (user: UserSummary) => string | undefined;
  /** Whether the user gets the action button (all do unless told). */
  canAct?: (user: UserSummary) => boolean;
}

const initials = (user: UserSummary) =>
  (
    [user.first_name?.[0], user.last_name?.[0]].filter(Boolean).join('') ||
    user.email[0] ||
    '?'
  ).toUpperCase();

function useEndOfListObserver(enabled: boolean, onEndReached: (() => void) | undefined) {
  const sentinelRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel || !onEndReached || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onEndReached();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, onEndReached]);
  return sentinelRef;
}

function UserRow({
  user,
  detail,
  children,
}: {
  user: UserSummary;
  detail?: string | undefined;
  children: ReactNode;
}) {
  const name = displayName(user);
  return (
    <li className="flex items-center gap-3 rounded-xl px-3 py-2.5 hover:bg-slate-50 dark:hover:bg-white/5">
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-600 dark:bg-brand-400/20 dark:text-brand-200"
      >
        {initials(user)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-ink dark:text-white">{name}</p>
        {name !== user.email && (
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
        )}
        {detail && (
          <p className="truncate text-xs font-medium text-brand-600 dark:text-brand-200">{detail}</p>
        )}
      </div>
      {children}
    </li>
  );
}

/** One side of the Manage Users modal: a titled, scrollable list of users with one action each. */
export function UserListColumn({
  title,
  users,
  count,
  action,
  onAction,
  pendingUserIds,
  isLoading,
  emptyText,
  onEndReached,
  hasMore = false,
  isLoadingMore = false,
  describeUser,
  canAct,
}: UserListColumnProps) {
  const headingId = useId();
  const sentinelRef = useEndOfListObserver(hasMore && !isLoadingMore, onEndReached);
  const Icon = action === 'assign' ? UserPlus : UserMinus;

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-0 min-w-0 flex-col rounded-xl border border-slate-200 dark:border-white/10"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3 dark:border-white/10">
        <h3 id={headingId} className="text-sm font-bold text-ink dark:text-white">
          {title}
        </h3>
        {count !== undefined && <Badge tone="brand">{formatCount(count)}</Badge>}
      </div>
      {isLoading ? (
        <div className="flex h-64 items-center justify-center sm:h-80">
          <Spinner label={`Loading ${title.toLowerCase()}`} className="text-brand-500" />
        </div>
      ) : users.length === 0 ? (
        <p className="flex h-64 items-center justify-center px-4 text-center text-sm text-slate-500 sm:h-80 dark:text-slate-400">
          {emptyText}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="h-64 overflow-y-auto p-2 sm:h-80">
          {users.map((user) => (
            <UserRow key={user.id} user={user} detail={describeUser?.(user)}>
              {(canAct?.(user) ?? true) && (
                <Button
                  size="sm"
                  variant={action === 'assign' ? 'primary' : 'secondary'}
                  aria-label={`${action === 'assign' ? 'Assign' : 'Remove'} ${displayName(user)}`}
                  loading={pendingUserIds.has(user.id)}
                  onClick={() => onAction(user)}
                >
                  {!pendingUserIds.has(user.id) && <Icon aria-hidden className="size-3.5" />}
                  {action === 'assign' ? 'Assign' : 'Remove'}
                </Button>
              )}
            </UserRow>
          ))}
          {hasMore && (
            <li ref={sentinelRef} className="flex justify-center py-2">
              <Button variant="ghost" size="sm" onClick={onEndReached} loading={isLoadingMore}>
                Load more users
              </Button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
