import { useSearchParams } from 'react-router';
import { ClipboardCheck, PartyPopper } from 'lucide-react';
import { checkInListTexts, checkInStatuses, type CheckInStatus } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPage } from '@/components/ui/list-page';
import { PageHeading } from '@/components/ui/page-heading';
import { ListPagination } from '@/components/ui/list-pagination';
import { RefreshButton } from '@/components/ui/refresh-button';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { usePagedList } from '@/lib/use-paged-list';
import { CheckInCard } from '@/components/check-ins/check-in-card';
import {
  checkInKeys,
  getCheckInsToReviewQueryOptions,
  getOverdueCheckInsQueryOptions,
} from '@/lib/check-ins-api';
import { OverdueCheckInsTable } from '../components/overdue-check-ins-table';

const STATUS_PARAM = 'status';
const statusOptions = [
  { value: 'to_review', label: 'To review' },
  { value: 'overdue', label: 'Overdue' },
] as const satisfies ReadonlyArray<{ value: CheckInStatus; label: string }>;

const isStatus = (value: string | null): value is CheckInStatus =>
  checkInStatuses.some((status) => status === value);

/** 'To review' / 'Overdue': the filter of the page, in the URL (`?status=`), as the dashboard's cards link it. */
function StatusFilter({ status }: { status: CheckInStatus }) {
  const [, setSearchParams] = useSearchParams();
  return (
    <SegmentedFilter
      label="Check-ins"
      options={statusOptions}
      value={status}
      onChange={(next) => setSearchParams({ [STATUS_PARAM]: next })}
    />
  );
}

function ToReviewList() {
  const list = usePagedList({
    listQuery: ({ page }) => getCheckInsToReviewQueryOptions({ page }),
    refreshKey: checkInKeys.all,
  });
  const { query, result, items } = list;
  return (
    <ListPage
      title={checkInListTexts.to_review.title}
      description={checkInListTexts.to_review.meaning}
      actions={<RefreshButton onClick={list.refresh} isFetching={query.isFetching} />}
      toolbar={<StatusFilter status="to_review" />}
      banners={
        query.isError && <Alert>{errorMessage(query.error, 'The check-ins could not be loaded')}</Alert>
      }
      isLoading={query.isPending && !query.isError}
      loadingLabel="Loading check-ins..."
      isEmpty={items.length === 0}
      empty={!query.isError && <EmptyState icon={PartyPopper} title="No check-ins to review" />}
      pagination={
        <ListPagination
          page={result}
          itemLabel="check-ins"
          edges="page-numbers"
          // The total is the dashboard card's count: shown even on one page, so the two can be compared.
          alwaysVisible={items.length > 0}
          onPageChange={list.setPage}
          disabled={query.isFetching}
        />
      }
    >
      <div className={cn('flex flex-col gap-4 px-4 pb-4 sm:px-6', query.isPlaceholderData && 'opacity-60')}>
        {items.map((item) => (
          <CheckInCard key={item.check_in.id} item={item} />
        ))}
      </div>
    </ListPage>
  );
}

function OverdueList() {
  const list = usePagedList({
    listQuery: ({ page }) => getOverdueCheckInsQueryOptions({ page }),
    refreshKey: checkInKeys.all,
  });
  const { query, result, items } = list;
  return (
    <ListPage
      title={checkInListTexts.overdue.title}
      description={checkInListTexts.overdue.meaning}
      actions={<RefreshButton onClick={list.refresh} isFetching={query.isFetching} />}
      toolbar={<StatusFilter status="overdue" />}
      banners={
        query.isError && (
          <Alert>{errorMessage(query.error, 'The overdue check-ins could not be loaded')}</Alert>
        )
      }
      isLoading={query.isPending && !query.isError}
      loadingLabel="Loading overdue check-ins..."
      isEmpty={items.length === 0}
      empty={!query.isError && <EmptyState icon={ClipboardCheck} title="No overdue check-ins" />}
      pagination={
        <ListPagination
          page={result}
          itemLabel="users"
          edges="page-numbers"
          alwaysVisible={items.length > 0}
          onPageChange={list.setPage}
          disabled={query.isFetching}
        />
      }
    >
      <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
        <OverdueCheckInsTable items={items} />
      </div>
    </ListPage>
  );
}

/**
 * The Check-ins page (coaches and owners): the queue of check-ins to review, oldest first, each with its numbers,
 * photos and 'Mark reviewed'; or, with 'Overdue', the users whose check-in is overdue by their cadence.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get(STATUS_PARAM);
  const status: CheckInStatus = isStatus(requested) ? requested : 'to_review';
  return (
    <div className="flex flex-col gap-4">
      <PageHeading
        title="Check-ins"
        subtitle="Your clients' check-ins: review them, reply, and see who is overdue"
      />
      {status === 'overdue' ? <OverdueList /> : <ToReviewList />}
    </div>
  );
}
