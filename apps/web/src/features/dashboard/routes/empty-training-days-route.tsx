import { dashboardCards, dashboardMessages } from '@coachboard/contract';
import { CalendarCheck } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { CountedListPage } from '@/components/ui/counted-list-page';
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

  return (
    <div className="flex flex-col gap-4">
      <BackLink to={routePaths.dashboard}>Back to Dashboard</BackLink>
      <CountedListPage
        list={list}
        title={dashboardMessages.emptyDaysTitle}
        description={dashboardCards.empty_training_days.meaning}
        loadFailed="The empty training days could not be loaded"
        loadingLabel="Loading empty training days..."
        empty={{ icon: CalendarCheck, title: dashboardMessages.emptyDaysNone }}
        itemLabel="days"
      >
        <EmptyTrainingDaysTable days={list.items} />
      </CountedListPage>
    </div>
  );
}
