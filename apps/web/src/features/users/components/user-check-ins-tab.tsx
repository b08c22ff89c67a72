import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import type { User } from '@coachboard/contract';
import { CheckInCard } from '@/components/check-ins/check-in-card';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { getUserCheckInsQueryOptions } from '@/lib/check-ins-api';
import { useCan } from '@/lib/permissions';
import { CheckInScheduleControl } from './check-in-schedule-control';

/**
 * The user's Check-ins tab: their cadence, then their check-ins newest first with the review of each ('Mark
 * reviewed' with a reply, or 'Edit reply'), the numbers against earlier check-ins and the photos beside the first.
 */
export default function UserCheckInsTab({ user }: { user: User }) {
  const can = useCan();
  const [page, setPage] = useState(1);
  const query = useQuery(getUserCheckInsQueryOptions(user.id, { page }));
  const items = query.data?.data ?? [];
  const schedules = user.deleted_at === null && can('users.updateCheckInSchedule');

  return (
    <div className="flex flex-col gap-4">
      {schedules && (
        <Card>
          <CardHeader>
            <CardTitle>Check-in schedule</CardTitle>
          </CardHeader>
          <CardContent>
            <CheckInScheduleControl userId={user.id} />
          </CardContent>
        </Card>
      )}
      {query.isError && <Alert>{errorMessage(query.error, 'The check-ins could not be loaded')}</Alert>}
      {query.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-500">
          <Spinner className="text-brand-500 dark:text-brand-300" />
          <span className="text-sm">Loading check-ins...</span>
        </div>
      ) : items.length === 0 && !query.isError ? (
        <Card>
          <EmptyState icon={ClipboardCheck} title="No check-ins yet" />
        </Card>
      ) : (
        <section aria-label="Check-ins" className="flex flex-col gap-4">
          {items.map((item) => (
            <CheckInCard key={item.check_in.id} item={item} showUser={false} />
          ))}
          {query.data && (
            <ListPagination
              page={query.data}
              itemLabel="check-ins"
              onPageChange={setPage}
              disabled={query.isFetching}
            />
          )}
        </section>
      )}
    </div>
  );
}
