import { exerciseMessages, type ExerciseListItem } from '@coachboard/contract';
import { LibraryListPage } from '@/components/ui/library-list-page';
import { BulkDeleteBar } from '@/components/bulk-delete/bulk-delete-bar';
import { errorMessage } from '@/lib/api-error';
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
  const { searchTerm, query, result, items } = list;
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
      <LibraryListPage
        list={list}
        title="Exercise Library"
        create={
          can('exercises.create')
            ? { label: 'Add Exercise', onClick: () => setDialog({ kind: 'create' }) }
            : undefined
        }
        search={{ placeholder: 'Search exercises...', label: 'Search exercises' }}
        toolbar={(searchBar) => (
          <div className="flex flex-col gap-3">
            {searchBar}
            <ExerciseFilters filters={list.filters} onChange={list.setFilter} />
          </div>
        )}
        loadError={loadError}
        banners={
          can('exercises.bulkDelete') && (
            <BulkDeleteBar
              type="exercise"
              selection={selection}
              pageIds={items.map((exercise) => exercise.id)}
              page={result}
              matching={matching}
              invalidate={[exerciseKeys.all]}
            />
          )
        }
        loadingLabel="Loading exercises..."
        empty={{ title: exerciseMessages.noExercises }}
        noResults={{ title: exerciseMessages.noExercises }}
        itemLabel="exercises"
        searchSummary
        dimWhileLoading
      >
        <ExercisesTable
          exercises={items}
          selection={can('exercises.bulkDelete') ? selection : undefined}
          onEdit={can('exercises.update') ? (exercise) => setDialog({ kind: 'edit', exercise }) : undefined}
          onDelete={
            can('exercises.delete') ? (exercise) => setDialog({ kind: 'delete', exercise }) : undefined
          }
        />
      </LibraryListPage>

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
