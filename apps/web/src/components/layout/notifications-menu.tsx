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
import { useDashboard } from '@/lib/dashboard-api';
import { formatCount, pluralize } from '@/lib/format';
import { useTeamRole } from '@/lib/permissions';
import { routePaths } from '@/lib/route-paths';
import { topBarIconClassName } from './top-bar-styles';

/**
 * The bell: the dashboard's attention items (issue 23) with their counts, each opening its list; a dot on the bell
 * while any count is above zero. The counts are asked again each time the menu opens.
 */
export function NotificationsMenu() {
  const dashboard = useDashboard();
  const descriptionId = useId();
  const counts = dashboard.data?.counts;
  // Only the items the role may read (failed sign-ins are the Team page's): the API leaves the others out.
  const cardKeys = dashboardCardKeysFor(useTeamRole());
  const waiting = counts ? cardKeys.filter((key) => (counts[key] ?? 0) > 0).length : 0;

  return (
    <DropdownMenu
      onOpenChange={(open) => {
        if (open) void dashboard.refetch();
      }}
    >
      <DropdownMenuTrigger
        aria-label="Notifications"
        aria-describedby={waiting > 0 ? descriptionId : undefined}
        className={cn(topBarIconClassName, 'relative')}
      >
        <Bell aria-hidden className="size-[18px]" />
        {waiting > 0 && (
          <span
            aria-hidden
            className="absolute top-2 right-2 size-2 rounded-full bg-red-500 ring-2 ring-white dark:bg-red-400 dark:ring-navy-800"
          />
        )}
      </DropdownMenuTrigger>
      {waiting > 0 && (
        <span id={descriptionId} hidden>
          {`${pluralize(waiting, 'item')} need${waiting === 1 ? 's' : ''} attention`}
        </span>
      )}
      <DropdownMenuContent className="w-[320px]">
        <DropdownMenuLabel>Needs attention</DropdownMenuLabel>
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
                  aria-label={`${dashboardCards[key].title}, ${formatCount(counts[key] ?? 0)}`}
                  className="justify-between"
                >
                  <span className="min-w-0">{dashboardCards[key].title}</span>
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
