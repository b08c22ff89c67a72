import { Link } from 'react-router';
import { formatEnumLabel, userProgramMessages, type UserProgram } from '@coachboard/contract';
import { Dumbbell, Plus, X } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api-error';
import { formatDate, pluralize, todayDate } from '@/lib/format';
import { routePaths } from '@/lib/route-paths';
import { useUnassignProgram } from '../api/unassign-program';
import { DifficultyLabel } from './difficulty-label';

export interface UserProgramsCardProps {
  userId: number;
  programs: readonly UserProgram[];
  unavailable?: boolean | undefined;
  canAssign: boolean;
  onAssign: () => void;
}

/** The user's programs with unassign per program and the Assign Program picker. */
export function UserProgramsCard({
  userId,
  programs,
  unavailable,
  canAssign,
  onAssign,
}: UserProgramsCardProps) {
  const unassign = useUnassignProgram();
  const mayAssign = useCan()('users.assignProgram');
  // The start date (day 1 of week 1 for the user) and the day it was assigned are two facts, each named.
  const today = todayDate();
  return (
    <Card>
      <CardHeader>
        <div>
          <CardTitle>Programs</CardTitle>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {pluralize(programs.length, 'program')} assigned
          </p>
        </div>
        {canAssign && mayAssign && (
          <Button size="sm" onClick={onAssign}>
            <Plus aria-hidden className="size-4" /> Assign Program
          </Button>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {unavailable && <Alert>The user's programs could not be loaded.</Alert>}
        {unassign.isError && <Alert>{errorMessage(unassign.error, 'Failed to remove item')}</Alert>}
        {programs.length === 0 ? (
          <EmptyState
            icon={Dumbbell}
            title="No Programs Assigned"
            description="This user has no programs yet."
          />
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100 dark:divide-white/5">
            {programs.map((program) => (
              <li key={program.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link
                    to={routePaths.program(program.id)}
                    className="font-semibold text-ink hover:text-brand-500 dark:text-white dark:hover:text-brand-300"
                  >
                    {program.name}
                  </Link>
                  <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                    {formatEnumLabel(program.program_type)}{' '}
                    <DifficultyLabel level={program.difficulty_level} />
                    {program.start_date && (
                      <span>
                        {(program.start_date <= today
                          ? userProgramMessages.started
                          : userProgramMessages.starts)(formatDate(program.start_date))}
                      </span>
                    )}
                    <span>{userProgramMessages.assigned(formatDate(program.assigned_at))}</span>
                  </p>
                </div>
                {mayAssign && (
                  <button
                    type="button"
                    aria-label={`Unassign ${program.name}`}
                    title="Unassign"
                    disabled={unassign.isPending}
                    onClick={() => unassign.mutate({ userId, programId: program.id })}
                    className="inline-flex size-9 items-center justify-center rounded-lg text-red-500 hover:bg-slate-100 dark:text-red-400 dark:hover:bg-white/10"
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
