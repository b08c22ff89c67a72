import { useId } from 'react';
import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { dashboardCardKeysFor, dashboardCards, dashboardMessages } from '@coachboard/contract';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/api-error';
import { useDashboard, useMarkDashboardRead } from '@/lib/dashboard-api';
import { formatCount, pluralize } from '@/lib/format';
import { useTeamRole } from '@/lib/permissions';
import { routePaths } from '@/lib/route-paths';
import { topBarIconClassName } from './top-bar-styles';

/**
 * The bell: the specification's dropdown ('Notification', 'Mark all read') over the dashboard's attention items
 * with their counts, each opening its list. A dot on the bell while any count is above what the
 * account last marked read (the API's `unread`; before any mark, above zero); 'Mark all read' keeps the counts
 * shown as the marks. The counts are asked again each time the menu opens.
 */
export function NotificationsMenu() {
  const dashboard = useDashboard();
  const markRead = useMarkDashboardRead();
  const descriptionId = useId();
  const counts = dashboard.data?.counts;
  const unread = dashboard.data?.unread;
  // Only the items the role may read (failed sign-ins are the Team page's): the API leaves the others out.
  const cardKeys = dashboardCardKeysFor(useTeamRole());
  const waiting = counts ? cardKeys.filter((key) => (counts[key] ?? 0) > 0).length : 0;
  const unreadCount = unread ? cardKeys.filter((key) => unread[key]).length : 0;

  return (
    <DropdownMenu
      onOpenChange={(open) => {
        if (open) void dashboard.refetch();
      }}
    >
      <DropdownMenuTrigger
        aria-label="Notifications"
        aria-describedby={unreadCount > 0 ? descriptionId : undefined}
        className={cn(topBarIconClassName, 'relative')}
      >
        <Bell aria-hidden className="size-[18px]" />
        {unreadCount > 0 && (
          <span
            aria-hidden
            className="absolute top-2 right-2 size-2 rounded-full bg-red-500 ring-2 ring-white dark:bg-red-400 dark:ring-navy-800"
          />
        )}
      </DropdownMenuTrigger>
      {unreadCount > 0 && (
        <span id={descriptionId} hidden>
          {`${pluralize(unreadCount, 'new item')} need${unreadCount === 1 ? 's' : ''} attention`}
        </span>
      )}
      <DropdownMenuContent className="w-[320px]">
        <div className="flex items-center justify-between gap-2">
          <DropdownMenuLabel>{dashboardMessages.notificationTitle}</DropdownMenuLabel>
          <DropdownMenuItem
            disabled={!counts || unreadCount === 0 || markRead.isPending}
            onSelect={(event) => {
              // Stays open: the marks clear in place and the items stay at hand.
              event.preventDefault();
              if (counts) markRead.mutate({ counts });
            }}
            className="shrink-0 px-2 py-1 text-xs font-semibold text-brand-600 dark:text-brand-200"
          >
            {dashboardMessages.markAllRead}
          </DropdownMenuItem>
        </div>
        {markRead.isError && (
          <p role="alert" className="px-3 pb-2 text-xs text-red-600 dark:text-red-300">
            {errorMessage(markRead.error)}
          </p>
        )}
        {!counts ? (
          <p className="flex items-center gap-2 px-3 py-3 text-sm text-slate-500 dark:text-slate-300">
            {dashboard.isError ? (
              dashboardMessages.loadFailed
            ) : (
              <>
                <Spinner size="sm" className="text-brand-500 dark:text-brand-300" />
                Loading...
              </>
            )}
          </p>
        ) : (
          <>
            {waiting === 0 && (
              <p className="px-3 pb-2 text-xs text-slate-500 dark:text-slate-400">
                {dashboardMessages.allClear}
              </p>
            )}
            {cardKeys.map((key) => (
              <DropdownMenuItem key={key} asChild>
                <Link
                  to={dashboardCards[key].path}
                  aria-label={`${dashboardCards[key].title}, ${formatCount(counts[key] ?? 0)}${unread?.[key] ? ', new' : ''}`}
                  className="justify-between"
                >
                  <span className="flex min-w-0 items-center gap-2">
                    <span
                      aria-hidden
                      className={cn(
                        'size-1.5 shrink-0 rounded-full',
                        unread?.[key] ? 'bg-red-500 dark:bg-red-400' : 'bg-transparent',
                      )}
                    />
                    {dashboardCards[key].title}
                  </span>
                  {/* A space between title and count (not laid out between flex items): the visible text reads
                      'Title 2', words the aria-label contains, instead of 'Title2'. */}{' '}
                  <span
                    className={cn(
                      'min-w-7 rounded-full px-2 py-0.5 text-center text-xs font-bold tabular-nums',
                      (counts[key] ?? 0) > 0
                        ? 'bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-200'
                        : 'bg-slate-100 text-slate-600 dark:bg-white/10 dark:text-slate-300',
                    )}
                  >
                    {formatCount(counts[key] ?? 0)}
                  </span>
                </Link>
              </DropdownMenuItem>
            ))}
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={routePaths.dashboard} className="font-semibold text-brand-600 dark:text-brand-200">
            Open Dashboard
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
