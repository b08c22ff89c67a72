import { exerciseMessages, type ExerciseListItem } from '@coachboard/contract';
import { Plus, SearchX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPage } from '@/components/ui/list-page';
import { ListPagination } from '@/components/ui/list-pagination';
import { RefreshButton } from '@/components/ui/refresh-button';
import { SearchBar } from '@/components/ui/search-bar';
import { BulkDeleteBar } from '@/components/bulk-delete/bulk-delete-bar';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/permissions';
import { useListDialog } from '@/lib/use-list-dialog';
import { usePagedList } from '@/lib/use-paged-list';
import { useRowSelection } from '@/lib/use-row-selection';
import { useCreateExercise } from '../api/create-exercise';
import { exerciseKeys } from '../api/exercise-query-keys';
import { getExercisesQueryOptions } from '../api/get-exercises';
import { useUpdateExercise } from '../api/update-exercise';
import { DeleteExerciseDialog } from '../components/delete-exercise-dialog';
import { ExerciseFilters, exerciseFilterNames, filterQuery } from '../components/exercise-filters';
import { ExerciseFormModal } from '../components/exercise-form-modal';
import { ExercisesTable } from '../components/exercises-table';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; exercise: ExerciseListItem };

/** The exercise library (spec part 2 section 2): search, filters, 15 a page, create, edit and delete. */
export function Component() {
  const list = usePagedList({
    listQuery: ({ page, searchTerm, filters }) =>
      getExercisesQueryOptions({ page, search: searchTerm || undefined, ...filterQuery(filters) }),
    filterNames: exerciseFilterNames,
    refreshKey: exerciseKeys.lists(),
  });
  const { searchTerm, isSearchMode, query, result, items } = list;
  const [dialog, setDialog] = useListDialog<OpenDialog>();
  const can = useCan();
  const createExercise = useCreateExercise();
  const updateExercise = useUpdateExercise();
  // What "all matching" means: the query of the page on view without its page.
  const matching = { search: searchTerm || undefined, ...filterQuery(list.filters) };
  const selection = useRowSelection(JSON.stringify(matching));
  const loadError = query.isError
    ? `Error loading exercises: ${errorMessage(query.error, exerciseMessages.fetchUnexpected)}`
    : null;

  return (
    <>
      <ListPage
        title="Exercise Library"
        actions={
          <>
            <RefreshButton onClick={list.refresh} isFetching={query.isFetching} />
            {can('exercises.create') && (
              <Button onClick={() => setDialog({ kind: 'create' })}>
                <Plus aria-hidden className="size-4" />
                Add Exercise
              </Button>
            )}
          </>
        }
        toolbar={
          <div className="flex flex-col gap-3">
            <SearchBar
              key={list.searchBoxKey}
              term={searchTerm}
              onSearch={list.search}
              onClear={list.leaveSearch}
              placeholder="Search exercises..."
              label="Search exercises"
              isSearching={isSearchMode && query.isFetching}
            />
            <ExerciseFilters filters={list.filters} onChange={list.setFilter} />
          </div>
        }
        banners={
          <>
            {loadError && <Alert>{loadError}</Alert>}
            {can('exercises.bulkDelete') && (
              <BulkDeleteBar
                type="exercise"
                selection={selection}
                pageIds={items.map((exercise) => exercise.id)}
                page={result}
                matching={matching}
                invalidate={[exerciseKeys.all]}
              />
            )}
          </>
        }
        isLoading={query.isPending && !query.isError}
        loadingLabel="Loading exercises..."
        isEmpty={items.length === 0}
        empty={<EmptyState icon={isSearchMode ? SearchX : undefined} title={exerciseMessages.noExercises} />}
        pagination={
          <ListPagination
            page={result}
            itemLabel="exercises"
            summarySuffix={isSearchMode ? '(search results)' : undefined}
            alwaysVisible={isSearchMode}
            onPageChange={list.setPage}
            disabled={query.isFetching}
          />
        }
      >
        <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <ExercisesTable
            exercises={items}
            selection={can('exercises.bulkDelete') ? selection : undefined}
            onEdit={can('exercises.update') ? (exercise) => setDialog({ kind: 'edit', exercise }) : undefined}
            onDelete={
              can('exercises.delete') ? (exercise) => setDialog({ kind: 'delete', exercise }) : undefined
            }
          />
        </div>
      </ListPage>

      {dialog?.kind === 'create' && can('exercises.create') && (
        <ExerciseFormModal
          onClose={() => setDialog(null)}
          onSubmit={(values) => createExercise.mutateAsync(values)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <ExerciseFormModal
          key={dialog.exercise.id}
          exercise={dialog.exercise}
          onClose={() => setDialog(null)}
          onSubmit={(values) => updateExercise.mutateAsync({ id: dialog.exercise.id, input: values })}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteExerciseDialog
          exercise={dialog.exercise}
          onClose={() => setDialog(null)}
          onDeleted={list.onItemDeleted}
        />
      )}
    </>
  );
}
