import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatEnumLabel, programMessages, type ProgramDetail } from '@coachboard/contract';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { isNotFound } from '@/lib/api-error';
import { pluralize } from '@/lib/format';
import { invalidateKeys } from '@/lib/query-keys';
import { useRememberOpened } from '@/lib/recent-records';
import { useCan } from '@/lib/permissions';
import { routeId, routePaths } from '@/lib/route-paths';
import { useProgram } from '../api/get-program';
import { programKeys } from '../api/program-query-keys';
import { useUpdateProgram } from '../api/update-program';
import { AssignedUsersCard } from '../components/assigned-users-card';
import { DeleteProgramDialog } from '../components/delete-program-dialog';
import { DuplicateProgramDialog } from '../components/duplicate-program-dialog';
import { ManageUsersModal } from '../components/manage-users-modal';
import { PersonalCopiesCard } from '../components/personal-copies-card';
import { PersonalCopyLine } from '../components/personal-copy-line';
import { ProgramDetailHeader } from '../components/program-detail-header';
import { updateProgramPayload } from '../components/program-form-payload';
import { ProgramFormModal } from '../components/program-form-modal';
import { ProgramImage } from '../components/program-image';
import { ProgramInfoCard } from '../components/program-info-card';
import { ProgramOverviewCard } from '../components/program-overview-card';
import { TrainingWeeksBrowser } from '../components/training-weeks-browser';
import { WeeklyVolumeCard } from '../components/weekly-volume-card';

// The history panel is read rarely: its code comes with its first opening, not with the page.
const HistoryPanelDialog = lazy(() =>
  import('@/components/history/history-panel-dialog').then((module) => ({
    default: module.HistoryPanelDialog,
  })),
);

function ProgramDetailError({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Card>
      <ErrorState
        title={message}
        action={
          <Button variant="secondary" onClick={() => navigate(routePaths.programs)}>
            <ArrowLeft aria-hidden className="size-4" />
            Back
          </Button>
        }
      />
    </Card>
  );
}

/**
 * Once the program is deleted: the page has stopped showing it (its queries have no observer left), so its
 * queries are cancelled and removed without any being fetched again (each would answer 404), and the list
 * takes the page's place in the history, where Back would lead to a program that is gone.
 */
function useLeaveDeletedProgram(deletedId: number | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (deletedId === null) return;
    const queryKey = programKeys.detail(deletedId);
    void queryClient.cancelQueries({ queryKey }).then(() => queryClient.removeQueries({ queryKey }));
    void navigate(routePaths.programs, { replace: true });
  }, [deletedId, navigate, queryClient]);
}

function ProgramDetailView({ program, onDeleted }: { program: ProgramDetail; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const updateProgram = useUpdateProgram();
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'users' | 'duplicate' | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [historyLoaded, setHistoryLoaded] = useState(false);
  const can = useCan();
  useRememberOpened({
    kind: 'programs',
    id: program.id,
    title: program.name,
    subtitle: [
      formatEnumLabel(program.program_type),
      pluralize(program.duration_weeks, 'week'),
      program.personal_copy && `Personal copy for ${program.personal_copy.user.name}`,
    ]
      .filter(Boolean)
      .join(' · '),
    path: routePaths.program(program.id),
  });

  const refreshAfterUserChanges = () =>
    invalidateKeys(queryClient, [programKeys.detail(program.id), ...programKeys.pages()]);

  return (
    <div className="flex flex-col gap-6">
      <ProgramDetailHeader
        program={program}
        onEdit={can('programs.update') ? () => setDialog('edit') : undefined}
        onDelete={can('programs.delete') ? () => setDialog('delete') : undefined}
        onDuplicate={can('programs.duplicate') ? () => setDialog('duplicate') : undefined}
        historyOpen={historyOpen}
        onHistory={() => {
          setHistoryLoaded(true);
          setHistoryOpen(true);
        }}
      />
      {program.personal_copy && <PersonalCopyLine personalCopy={program.personal_copy} />}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Card>
            <CardContent className="grid gap-6 md:grid-cols-2">
              <ProgramImage program={program} />
              <section aria-labelledby="program-description" className="flex flex-col gap-2">
                <h2 id="program-description" className="text-lg font-bold text-ink dark:text-white">
                  Description
                </h2>
                <p className="text-sm leading-relaxed whitespace-pre-line text-slate-600 dark:text-slate-300">
                  {program.description || 'No description provided'}
                </p>
              </section>
            </CardContent>
          </Card>
          <TrainingWeeksBrowser programId={program.id} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ProgramInfoCard program={program} />
          <AssignedUsersCard
            programId={program.id}
            onManageUsers={can('programs.assignUser') ? () => setDialog('users') : undefined}
          />
          {!program.personal_copy && (
            <PersonalCopiesCard programId={program.id} count={program.personal_copy_count ?? 0} />
          )}
        </div>
      </div>
      <ProgramOverviewCard programId={program.id} />
      <WeeklyVolumeCard programId={program.id} />
      {historyLoaded && (
        <Suspense fallback={null}>
          <HistoryPanelDialog
            open={historyOpen}
            onOpenChange={setHistoryOpen}
            description={program.name}
            type="program"
            id={program.id}
            follows={programKeys.detail(program.id)}
            onReverted={refreshAfterUserChanges}
          />
        </Suspense>
      )}

      {dialog === 'edit' && (
        <ProgramFormModal
          mode="edit"
          program={program}
          onClose={() => setDialog(null)}
          onSubmit={(values, loaded = program) =>
            updateProgram.mutateAsync({
              programId: program.id,
              input: updateProgramPayload(values, loaded, 'detail'),
            })
          }
        />
      )}
      {dialog === 'delete' && (
        <DeleteProgramDialog program={program} onClose={() => setDialog(null)} onDeleted={onDeleted} />
      )}
      {dialog === 'duplicate' && <DuplicateProgramDialog program={program} onClose={() => setDialog(null)} />}
      {dialog === 'users' && (
        <ManageUsersModal
          programId={program.id}
          programName={program.name}
          onClose={(changed) => {
            setDialog(null);
            if (changed) void refreshAfterUserChanges();
          }}
        />
      )}
    </div>
  );
}

export function Component() {
  const programId = routeId(useParams().id);
  const [deletedId, setDeletedId] = useState<number | null>(null);
  const deleted = programId !== null && programId === deletedId;
  const programQuery = useProgram(programId ?? 0, { enabled: programId !== null && !deleted });
  useLeaveDeletedProgram(deleted ? programId : null);

  if (deleted) return <LoadingScreen message="Loading programs..." />;
  if (programId === null) return <ProgramDetailError message={programMessages.notFound} />;
  if (programQuery.isError) {
    const message = isNotFound(programQuery.error)
      ? programMessages.notFound
      : programMessages.detailUnexpected;
    return <ProgramDetailError message={message} />;
  }
  if (programQuery.isPending) return <LoadingScreen message="Loading program..." />;
  return (
    <ProgramDetailView program={programQuery.data} onDeleted={() => setDeletedId(programQuery.data.id)} />
  );
}
