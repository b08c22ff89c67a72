import { dashboardCards, dashboardMessages } from '@coachboard/contract';
import { CalendarCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPage } from '@/components/ui/list-page';
import { ListPagination } from '@/components/ui/list-pagination';
import { RefreshButton } from '@/components/ui/refresh-button';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { dashboardKeys } from '@/lib/dashboard-api';
import { routePaths } from '@/lib/route-paths';
import { usePagedList } from '@/lib/use-paged-list';
import { getEmptyTrainingDaysQueryOptions } from '../api/get-empty-training-days';
import { EmptyTrainingDaysTable } from '../components/empty-training-days-table';

/** The days behind the dashboard's 'Empty training days' card, each opening its editor. */
export function Component() {
  const list = usePagedList({
    listQuery: ({ page }) => getEmptyTrainingDaysQueryOptions({ page }),
    refreshKey: dashboardKeys.all,
  });
  const { query, result, items } = list;

  return (
    <div className="flex flex-col gap-4">
      <BackLink to={routePaths.dashboard}>Back to Dashboard</BackLink>
      <ListPage
        title={dashboardMessages.emptyDaysTitle}
        description={dashboardCards.empty_training_days.meaning}
        actions={<RefreshButton onClick={list.refresh} isFetching={query.isFetching} />}
        banners={
          query.isError && (
            <Alert>{errorMessage(query.error, 'The empty training days could not be loaded')}</Alert>
          )
        }
        isLoading={query.isPending && !query.isError}
        loadingLabel="Loading empty training days..."
        isEmpty={items.length === 0}
        empty={!query.isError && <EmptyState icon={CalendarCheck} title={dashboardMessages.emptyDaysNone} />}
        pagination={
          <ListPagination
            page={result}
            itemLabel="days"
            edges="page-numbers"
            // The total is what the dashboard's card counts: shown even on one page, so the two can be compared.
            alwaysVisible={items.length > 0}
            onPageChange={list.setPage}
            disabled={query.isFetching}
          />
        }
      >
        <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <EmptyTrainingDaysTable days={items} />
        </div>
      </ListPage>
    </div>
  );
}
