import { dashboardCardKeysFor, dashboardMessages } from '@coachboard/contract';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeading } from '@/components/ui/page-heading';
import { RefreshButton } from '@/components/ui/refresh-button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useDashboard } from '@/lib/dashboard-api';
import { formatTimestamp } from '@/lib/format';
import { useTeamRole } from '@/lib/permissions';
import { DashboardCard } from '../components/dashboard-card';

/** The admin's "needs attention" dashboard: one card per count, each linking to its filtered list. */
export function Component() {
  const dashboard = useDashboard();
  const { data } = dashboard;
  // Cards the role may not read (failed sign-ins are the Team page's) are not shown; the API leaves them out too.
  const cardKeys = dashboardCardKeysFor(useTeamRole());
  const allClear = data !== undefined && cardKeys.every((key) => data.counts[key] === 0);

  return (
    <>
      <PageHeading
        title={dashboardMessages.title}
        subtitle={
          data ? `What needs attention, as of ${formatTimestamp(data.generated_at)}` : 'What needs attention'
        }
        actions={
          data && <RefreshButton onClick={() => void dashboard.refetch()} isFetching={dashboard.isFetching} />
        }
      />
      {data ? (
        <>
          {allClear && (
            <p
              role="status"
              className="mb-4 flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-semibold text-green-800 dark:border-green-500/30 dark:bg-green-500/10 dark:text-green-300"
            >
              <CircleCheck aria-hidden className="size-4" />
              {dashboardMessages.allClear}
            </p>
          )}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {cardKeys.map((key) => (
              <DashboardCard key={key} cardKey={key} count={data.counts[key] ?? 0} />
            ))}
          </div>
        </>
      ) : dashboard.isError ? (
        <Card>
          <ErrorState
            title={dashboardMessages.loadFailed}
            message={errorMessage(dashboard.error)}
            action={
              <Button
                variant="secondary"
                onClick={() => void dashboard.refetch()}
                loading={dashboard.isFetching}
              >
                Try again
              </Button>
            }
          />
        </Card>
      ) : (
        <Card>
          <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-500">
            <Spinner className="text-brand-500 dark:text-brand-300" />
            <span className="text-sm">Loading dashboard...</span>
          </div>
        </Card>
      )}
    </>
  );
}
