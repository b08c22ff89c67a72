import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { programMessages, type ProgramSummary } from '@coachboard/contract';
import { LibraryListPage } from '@/components/ui/library-list-page';
import { BulkDeleteBar } from '@/components/bulk-delete/bulk-delete-bar';
import { Spinner } from '@/components/ui/spinner';
import { useCan } from '@/lib/permissions';
import { invalidateKeys } from '@/lib/query-keys';
import { useListDialog } from '@/lib/use-list-dialog';
import { useRowSelection } from '@/lib/use-row-selection';
import { useCreateProgram } from '../api/create-program';
import { programKeys } from '../api/program-query-keys';
import { useUpdateProgram } from '../api/update-program';
import { createProgramPayload, updateProgramPayload } from '../components/program-form-payload';
import { ProgramKindFilter } from '../components/program-kind-filter';
import { ProgramsTable } from '../components/programs-table';
import { useProgramList } from '../components/use-program-list';

// The dialogs (the form kit, the dialog kit, the user picker) load on first open: the list's rows do not wait for
// code that only an Add, Edit, Duplicate, Delete or 'Manage Users' needs.
const ProgramFormModal = lazy(() =>
  import('../components/program-form-modal').then((module) => ({ default: module.ProgramFormModal })),
);
const DeleteProgramDialog = lazy(() =>
  import('../components/delete-program-dialog').then((module) => ({ default: module.DeleteProgramDialog })),
);
const DuplicateProgramDialog = lazy(() =>
  import('../components/duplicate-program-dialog').then((module) => ({
    default: module.DuplicateProgramDialog,
  })),
);
const ManageUsersModal = lazy(() =>
  import('../components/manage-users-modal').then((module) => ({ default: module.ManageUsersModal })),
);

/** What shows while a dialog's code arrives (a slow network; usually never seen). */
const dialogLoading = (
  <div className="fixed inset-0 z-50 flex items-center justify-center bg-navy-900/20">
    <Spinner label="Loading..." size="lg" className="text-brand-500" />
  </div>
);

type OpenDialog =
  { kind: 'create' } | { kind: 'edit' | 'delete' | 'users' | 'duplicate'; program: ProgramSummary };

export function Component() {
  const queryClient = useQueryClient();
  const list = useProgramList();
  const { searchTerm, isSearchMode, result, items: programs } = list;
  const [dialog, setDialog] = useListDialog<OpenDialog>();
  const createProgram = useCreateProgram();
  const updateProgram = useUpdateProgram();
  // What "all matching" means to the API: the programs list's filters (its `search` is admin-search's term).
  const matching = {
    ...(isSearchMode ? { search: searchTerm } : {}),
    ...(list.kind === 'personal_copies' ? { kind: list.kind } : {}),
  };
  const selection = useRowSelection(JSON.stringify(matching));
  const can = useCan();
  const mayBulkDelete = can('programs.bulkDelete');

  const afterUsersChanged = (program: ProgramSummary) =>
    invalidateKeys(queryClient, [programKeys.detail(program.id), ...programKeys.pages()]);

  return (
    <>
      <LibraryListPage
        list={list}
        title="Training Programs"
        create={
          can('programs.create')
            ? { label: 'Add Program', onClick: () => setDialog({ kind: 'create' }) }
            : undefined
        }
        search={{
          placeholder: 'Search programs...',
          label: 'Search programs',
          className: 'lg:max-w-xl lg:flex-1',
        }}
        toolbar={(searchBar) => (
          <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
            {searchBar}
            <ProgramKindFilter value={list.kind} onChange={list.setKind} />
          </div>
        )}
        loadError={list.loadError}
        banners={
          mayBulkDelete && (
            <BulkDeleteBar
              type="program"
              selection={selection}
              pageIds={programs.map((program) => program.id)}
              page={result}
              matching={matching}
              invalidate={[programKeys.all]}
            />
          )
        }
        loadingLabel="Loading programs..."
        empty={{ title: programMessages.noPrograms }}
        noResults={{ title: programMessages.noPrograms }}
        itemLabel="programs"
        searchSummary
        dimWhileLoading
      >
        <ProgramsTable
          programs={programs}
          selection={mayBulkDelete ? selection : undefined}
          onEdit={can('programs.update') ? (program) => setDialog({ kind: 'edit', program }) : undefined}
          onDelete={can('programs.delete') ? (program) => setDialog({ kind: 'delete', program }) : undefined}
          onManageUsers={
            can('programs.assignUser') ? (program) => setDialog({ kind: 'users', program }) : undefined
          }
          onDuplicate={
            can('programs.duplicate') ? (program) => setDialog({ kind: 'duplicate', program }) : undefined
          }
        />
      </LibraryListPage>

      <Suspense fallback={dialogLoading}>
        {dialog?.kind === 'create' && can('programs.create') && (
          <ProgramFormModal
            mode="create"
            onClose={() => setDialog(null)}
            onSubmit={(values) => createProgram.mutateAsync(createProgramPayload(values))}
          />
        )}
        {dialog?.kind === 'edit' && (
          <ProgramFormModal
            key={dialog.program.id}
            mode="edit"
            program={dialog.program}
            onClose={() => setDialog(null)}
            onSubmit={(values, loaded = dialog.program) =>
              updateProgram.mutateAsync({
                programId: dialog.program.id,
                input: updateProgramPayload(values, loaded, 'list'),
              })
            }
          />
        )}
        {dialog?.kind === 'delete' && (
          <DeleteProgramDialog
            program={dialog.program}
            onClose={() => setDialog(null)}
            onDeleted={list.onItemDeleted}
          />
        )}
        {dialog?.kind === 'duplicate' && (
          <DuplicateProgramDialog program={dialog.program} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'users' && (
          <ManageUsersModal
            programId={dialog.program.id}
            programName={dialog.program.name}
            onClose={(changed) => {
              setDialog(null);
              if (changed) void afterUsersChanged(dialog.program);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
