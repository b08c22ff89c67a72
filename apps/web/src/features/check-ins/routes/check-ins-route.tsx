import { useSearchParams } from 'react-router';
import { ClipboardCheck, PartyPopper } from 'lucide-react';
import { checkInListTexts, checkInStatuses, type CheckInStatus } from '@coachboard/contract';
import { CountedListPage } from '@/components/ui/counted-list-page';
import { PageHeading } from '@/components/ui/page-heading';
import { SegmentedFilter } from '@/components/ui/segmented-filter';
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
  return (
    <CountedListPage
      list={list}
      title={checkInListTexts.to_review.title}
      description={checkInListTexts.to_review.meaning}
      toolbar={<StatusFilter status="to_review" />}
      loadFailed="The check-ins could not be loaded"
      loadingLabel="Loading check-ins..."
      empty={{ icon: PartyPopper, title: 'No check-ins to review' }}
      itemLabel="check-ins"
      rowsClassName="flex flex-col gap-4 px-4 pb-4 sm:px-6"
    >
      {list.items.map((item) => (
        <CheckInCard key={item.check_in.id} item={item} />
      ))}
    </CountedListPage>
  );
}

function OverdueList() {
  const list = usePagedList({
    listQuery: ({ page }) => getOverdueCheckInsQueryOptions({ page }),
    refreshKey: checkInKeys.all,
  });
  return (
    <CountedListPage
      list={list}
      title={checkInListTexts.overdue.title}
      description={checkInListTexts.overdue.meaning}
      toolbar={<StatusFilter status="overdue" />}
      loadFailed="The overdue check-ins could not be loaded"
      loadingLabel="Loading overdue check-ins..."
      empty={{ icon: ClipboardCheck, title: 'No overdue check-ins' }}
      itemLabel="users"
    >
      <OverdueCheckInsTable items={list.items} />
    </CountedListPage>
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
