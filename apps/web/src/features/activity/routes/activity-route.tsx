import { auditMessages, listMessages } from '@coachboard/contract';
import { ChevronLeft, ChevronRight, FilterX, History, SearchX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { AttentionNotice } from '@/components/ui/attention-notice';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RefreshButton } from '@/components/ui/refresh-button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/api-error';
import { useActivity } from '../api/get-activity';
import { ActivityFilters } from '../components/activity-filters';
import { ActivityList } from '../components/activity-list';
import { useActivityParams } from '../components/use-activity-params';

/** The audit log: who changed what and when, filtered by admin, record type, action and days. */
export function Component() {
  const params = useActivityParams();
  const activity = useActivity(params.query);
  const page = activity.data;
  const entries = page?.items ?? [];
  const actorName = params.filters.actor
    ? entries.find((entry) => entry.actor?.id === params.filters.actor)?.actor?.name
    : undefined;
  const busy = activity.isFetching;

  return (
    <Card>
      <div className="flex flex-col gap-4 px-4 pt-5 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-xl font-bold text-ink dark:text-white">{auditMessages.title}</h2>
            <p className="text-sm text-slate-500 dark:text-slate-400">
              Every change made in the panel and every sign-in, newest first.
            </p>
          </div>
          <RefreshButton onClick={() => void activity.refetch()} isFetching={busy} />
        </div>
        <ActivityFilters
          filters={params.filters}
          actorName={actorName}
          hasFilters={params.hasFilters}
          onChange={params.setFilter}
          onClear={params.clearFilters}
        />
        {params.attention && <AttentionNotice attention={params.attention} onClear={params.clearAttention} />}
        {activity.isError && <Alert>{errorMessage(activity.error, auditMessages.loadFailed)}</Alert>}
      </div>
      <div className="mt-4 border-t border-slate-100 dark:border-white/10">
        {activity.isPending ? (
          <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-500">
            <Spinner className="text-brand-500 dark:text-brand-300" />
            <span className="text-sm">Loading activity...</span>
          </div>
        ) : entries.length === 0 ? (
          !activity.isError &&
          (params.hasFilters || params.attention ? (
            <EmptyState
              icon={SearchX}
              title={listMessages.noMatches}
              action={
                <Button variant="secondary" size="sm" onClick={params.clearFilters}>
                  <FilterX aria-hidden className="size-4" />
                  {listMessages.clearFilters}
                </Button>
              }
            />
          ) : (
            // Past the last entry (a stale link to an older page) the log is not empty: Newer leads back.
            <EmptyState icon={History} title={params.cursor ? auditMessages.noOlder : auditMessages.empty} />
          ))
        ) : (
          <div className={cn('transition-opacity', activity.isPlaceholderData && 'opacity-60')}>
            <ActivityList entries={entries} />
          </div>
        )}
      </div>
      {(params.hasNewer || page?.next_cursor) && (
        <nav
          aria-label="Activity pages"
          className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-4 sm:px-6 dark:border-white/10"
        >
          <Button variant="secondary" size="sm" disabled={!params.hasNewer || busy} onClick={params.newer}>
            <ChevronLeft aria-hidden className="size-4" />
            {auditMessages.newer}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!page?.next_cursor || busy}
            onClick={() => page?.next_cursor && params.older(page.next_cursor)}
          >
            {auditMessages.older}
            <ChevronRight aria-hidden className="size-4" />
          </Button>
        </nav>
      )}
    </Card>
  );
}
