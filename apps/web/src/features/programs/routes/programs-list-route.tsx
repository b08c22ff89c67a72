import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { programMessages, type ProgramSummary } from '@coachboard/contract';
import { Plus, RefreshCw, SearchX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPage } from '@/components/ui/list-page';
import { Pagination } from '@/components/ui/pagination';
import { SearchBar } from '@/components/ui/search-bar';
import { cn } from '@/lib/cn';
import { useCreateProgram } from '../api/create-program';
import { programKeys } from '../api/program-query-keys';
import { useUpdateProgram } from '../api/update-program';
import { DeleteProgramDialog } from '../components/delete-program-dialog';
import { ManageUsersModal } from '../components/manage-users-modal';
import { createProgramPayload, updateProgramPayload } from '../components/program-form-payload';
import { ProgramFormModal } from '../components/program-form-modal';
import { ProgramsTable } from '../components/programs-table';
import { useProgramList } from '../components/use-program-list';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete' | 'users'; program: ProgramSummary };

export function Component() {
  const queryClient = useQueryClient();
  const list = useProgramList();
  const { page, setPage, searchTerm, isSearchMode, search, leaveSearch, query, result } = list;
  // Refresh also empties a search box that holds an unsubmitted draft.
  const [searchBarKey, setSearchBarKey] = useState(0);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const createProgram = useCreateProgram();
  const updateProgram = useUpdateProgram();
  const programs = result?.data ?? [];

  // A page past the end (after deletes, or an old link) moves to the last page that exists.
  const lastPage = result?.last_page;
  useEffect(() => {
    if (lastPage !== undefined && lastPage >= 1 && page > lastPage) setPage(lastPage);
  }, [lastPage, page, setPage]);

  const refresh = () => {
    setSearchBarKey((key) => key + 1);
    if (isSearchMode) leaveSearch();
    void queryClient.invalidateQueries({ queryKey: programKeys.lists() });
  };

  const afterUsersChanged = (program: ProgramSummary) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: programKeys.detail(program.id) }),
      queryClient.invalidateQueries({ queryKey: programKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: programKeys.searches() }),
    ]);

  return (
    <>
      <ListPage
        title="Training Programs"
        actions={
          <>
            <Button variant="secondary" onClick={refresh} disabled={query.isFetching}>
              <RefreshCw aria-hidden className={cn('size-4', query.isFetching && 'animate-spin')} />
              Refresh
            </Button>
            <Button onClick={() => setDialog({ kind: 'create' })}>
              <Plus aria-hidden className="size-4" />
              Add Program
            </Button>
          </>
        }
        toolbar={
          <SearchBar
            key={searchBarKey}
            term={searchTerm}
            onSearch={search}
            onClear={leaveSearch}
            placeholder="Search programs..."
            label="Search programs"
            isSearching={isSearchMode && query.isFetching}
          />
        }
        banners={list.loadError && <Alert>{list.loadError}</Alert>}
        isLoading={query.isPending && !query.isError}
        loadingLabel="Loading programs..."
        isEmpty={programs.length === 0}
        empty={<EmptyState icon={isSearchMode ? SearchX : undefined} title={programMessages.noPrograms} />}
        pagination={
          result && (
            <Pagination
              currentPage={result.current_page}
              lastPage={result.last_page}
              total={result.total}
              perPage={result.per_page}
              from={result.from}
              to={result.to}
              itemLabel="programs"
              summarySuffix={isSearchMode ? '(search results)' : undefined}
              alwaysVisible={isSearchMode}
              onPageChange={setPage}
              disabled={query.isFetching}
            />
          )
        }
      >
        <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <ProgramsTable
            programs={programs}
            onEdit={(program) => setDialog({ kind: 'edit', program })}
            onDelete={(program) => setDialog({ kind: 'delete', program })}
            onManageUsers={(program) => setDialog({ kind: 'users', program })}
          />
        </div>
      </ListPage>

      {dialog?.kind === 'create' && (
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
          onSubmit={(values) =>
            updateProgram.mutateAsync({
              programId: dialog.program.id,
              input: updateProgramPayload(values, dialog.program, 'list'),
            })
          }
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteProgramDialog
          program={dialog.program}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            if (programs.length === 1 && page > 1) setPage(page - 1);
          }}
        />
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
    </>
  );
}
