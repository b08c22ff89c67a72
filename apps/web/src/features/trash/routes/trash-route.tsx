import { useContext, useState } from 'react';
import { currentDayWords, mayRestoreRecordType, trashMessages, type TrashEntry } from '@coachboard/contract';
import { SearchX, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPage } from '@/components/ui/list-page';
import { ListPagination } from '@/components/ui/list-pagination';
import { RefreshButton } from '@/components/ui/refresh-button';
import { SearchBar } from '@/components/ui/search-bar';
import { useToast } from '@/components/feedback/toast';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { pluralize } from '@/lib/format';
import { TeamRoleContext, useCan } from '@/lib/permissions';
import { trashKeys, useTrashRetentionDays } from '@/lib/trash-api';
import { usePagedList } from '@/lib/use-paged-list';
import { getTrashQueryOptions } from '../api/get-trash';
import { useRestoreTrashEntry } from '../api/restore-trash-entry';
import { DeleteForeverDialog } from '../components/delete-forever-dialog';
import { TrashTable, entryKey } from '../components/trash-table';
import { TrashTypeFilter, trashFilterNames, trashTypeOf } from '../components/trash-type-filter';

/** The trash: what was deleted, newest first, to restore or delete forever before the purge. */
export function Component() {
  const list = usePagedList({
    listQuery: ({ page, searchTerm, filters }) =>
      getTrashQueryOptions({ page, search: searchTerm || undefined, type: trashTypeOf(filters.type) }),
    filterNames: trashFilterNames,
    refreshKey: trashKeys.lists(),
  });
  const { searchTerm, isSearchMode, query, result, items } = list;
  const type = trashTypeOf(list.filters.type);
  const days = useTrashRetentionDays();
  const toast = useToast();
  const restore = useRestoreTrashEntry();
  const teamRole = useContext(TeamRoleContext);
  const can = useCan();
  const [restoring, setRestoring] = useState<string | null>(null);
  const [purging, setPurging] = useState<TrashEntry | null>(null);
  const filtered = isSearchMode || type !== undefined;

  const onRestore = (entry: TrashEntry) => {
    setRestoring(entryKey(entry));
    restore.mutate(
      { type: entry.type, id: entry.id },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', text: `${trashMessages.restored}: ${currentDayWords(entry.name)}` });
          list.onItemDeleted();
        },
        onError: (error) => toast.show({ tone: 'error', text: errorMessage(error), durationMs: 8000 }),
        onSettled: () => setRestoring(null),
      },
    );
  };

  const loadError = query.isError ? `Error loading the trash: ${errorMessage(query.error)}` : null;

  return (
    <>
      <ListPage
        title={trashMessages.title}
        description={`Deleted records can be restored for ${pluralize(days, 'day')}, then they are removed for good.`}
        actions={<RefreshButton onClick={list.refresh} isFetching={query.isFetching} />}
        toolbar={
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className="min-w-0 flex-1">
              <SearchBar
                key={list.searchBoxKey}
                term={searchTerm}
                onSearch={list.search}
                onClear={list.leaveSearch}
                placeholder="Search the trash..."
                label="Search the trash"
                isSearching={isSearchMode && query.isFetching}
              />
            </div>
            <TrashTypeFilter type={type} onChange={(value) => list.setFilter('type', value)} />
          </div>
        }
        banners={loadError && <Alert>{loadError}</Alert>}
        isLoading={query.isPending && !query.isError}
        loadingLabel="Loading the trash..."
        isEmpty={items.length === 0}
        empty={
          <EmptyState
            icon={filtered ? SearchX : Trash2}
            title={filtered ? 'Nothing in the trash matches' : trashMessages.empty}
          />
        }
        pagination={
          <ListPagination
            page={result}
            itemLabel="records"
            summarySuffix={isSearchMode ? '(search results)' : undefined}
            alwaysVisible={isSearchMode}
            onPageChange={list.setPage}
            disabled={query.isFetching}
          />
        }
      >
        <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <TrashTable
            entries={items}
            onRestore={onRestore}
            mayRestore={(entry) => mayRestoreRecordType(teamRole, entry.type)}
            onDeleteForever={can('trash.purge') ? setPurging : undefined}
            restoringKey={restoring}
          />
        </div>
      </ListPage>
      {purging && (
        <DeleteForeverDialog
          entry={purging}
          onClose={() => setPurging(null)}
          onDeleted={() => {
            toast.show({ tone: 'success', text: trashMessages.deletedForever });
            list.onItemDeleted();
          }}
        />
      )}
    </>
  );
}
