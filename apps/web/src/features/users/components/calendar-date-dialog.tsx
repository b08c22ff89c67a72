import type { ReactNode } from 'react';
import type {
  CalendarDateDetail,
  CoachSession,
  PrescribedExercise,
  PrescribedSet,
  SetTarget,
} from '@coachboard/contract';
import { Dialog, DialogBody } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useCalendarDate } from '../api/get-training-calendar';
import { calendarStatusLabels } from './training-calendar';

type Target = Pick<SetTarget, 'reps' | 'reps_max' | 'weight' | 'time' | 'rir' | 'amrap'> | PrescribedSet;

/** A prescription in a coach's shorthand: '8-10 × 100 kg', '5+ reps', '45 s', 'RIR 2'. */
export const describeTarget = (target: Target | null | undefined) => {
  if (!target) return '—';
  const parts: string[] = [];
  if (target.reps !== null) {
    const reps =
      target.reps_max !== null && target.reps_max !== target.reps
        ? `${target.reps}-${target.reps_max}`
        : `${target.reps}`;
    parts.push(`${reps}${target.amrap ? '+' : ''} reps`);
  }
  if (target.weight !== null) parts.push(`${target.weight} kg`);
  if (target.time !== null) parts.push(`${target.time} s`);
  if (target.rir !== null) parts.push(`RIR ${target.rir}`);
  return parts.length > 0 ? parts.join(' · ') : '—';
};

const hasTarget = (target: SetTarget) =>
  target.reps !== null ||
  target.weight !== null ||
  target.time !== null ||
  target.rir !== null ||
  target.amrap;

/** A date's sets, one row a set: what was prescribed and what was performed. */
function SetsTable({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-medium text-ink dark:text-white">{caption}</caption>
      <thead>
        <tr className="text-xs text-slate-600 dark:text-slate-300">
          <th scope="col">Exercise</th>
          <th scope="col">Set</th>
          <th scope="col">Prescribed</th>
          <th scope="col">Performed</th>
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The performed sets of an exercise beside the prescription they were logged against. */
function SessionTable({ session }: { session: CoachSession }) {
  return (
    <SetsTable
      caption={
        <>
          Workout of {formatDate(session.performed_on)} · {session.figures.done_sets} of{' '}
          {session.figures.prescribed_sets} sets done
        </>
      }
    >
      {session.sets.map((set) => (
        <tr key={set.id} className="border-t border-slate-200 dark:border-slate-700">
          <td className="py-1 text-ink dark:text-slate-100">
            {set.exercise_name}
            {set.replaces_day_exercise_id !== null && (
              <span className="block text-xs text-slate-500 dark:text-slate-400">Swap</span>
            )}
          </td>
          <td className="text-slate-700 dark:text-slate-200">{set.set_number}</td>
          <td className="text-slate-700 dark:text-slate-200">
            {hasTarget(set.target) ? describeTarget(set.target) : '—'}
          </td>
          <td className="text-slate-700 dark:text-slate-200">
            {set.completed ? describeTarget({ ...set, reps_max: null, amrap: false }) : 'Not completed'}
          </td>
        </tr>
      ))}
    </SetsTable>
  );
}

/** A training day's prescription, for a date with no workout. */
function PrescriptionTable({ dayName, exercises }: { dayName: string; exercises: PrescribedExercise[] }) {
  return (
    <SetsTable caption={`Prescribed: ${dayName}`}>
      {exercises.flatMap((exercise) =>
        Array.from({ length: exercise.set_count }, (_, index) => (
          <tr
            key={`${exercise.day_exercise_id}-${index}`}
            className="border-t border-slate-200 dark:border-slate-700"
          >
            <td className="py-1 text-ink dark:text-slate-100">{exercise.exercise_name}</td>
            <td className="text-slate-700 dark:text-slate-200">{index + 1}</td>
            <td className="text-slate-700 dark:text-slate-200">{describeTarget(exercise.sets[index])}</td>
            <td className="text-slate-700 dark:text-slate-200">Not logged</td>
          </tr>
        )),
      )}
    </SetsTable>
  );
}

function DateContent({ detail }: { detail: CalendarDateDetail }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700 dark:text-slate-200">
        {calendarStatusLabels[detail.status]}
        {detail.training_days.length > 0 &&
          ` · ${detail.training_days.map((day) => `${day.day_name} of ${day.program_name}`).join(', ')}`}
      </p>
      {detail.sessions.map((session) => (
        <SessionTable key={session.id} session={session} />
      ))}
      {detail.sessions.length === 0 &&
        detail.training_days.map((day) => (
          <PrescriptionTable key={day.training_day_id} dayName={day.day_name} exercises={day.exercises} />
        ))}
    </div>
  );
}

/** A calendar date opened: its workouts' sets beside their prescription, or the prescription it missed. */
export function CalendarDateDialog({
  userId,
  date,
  onClose,
}: {
  userId: number;
  date: string | null;
  onClose: () => void;
}) {
  const detail = useCalendarDate(userId, date);
  return (
    <Dialog
      open={date !== null}
      onOpenChange={(open) => !open && onClose()}
      title={date ? formatDate(date) : ''}
      size="lg"
    >
      <DialogBody>
        {detail.isPending && <LoadingScreen message="Loading the day..." />}
        {detail.isError && <ErrorState title={errorMessage(detail.error, 'The day could not be loaded')} />}
        {detail.data && <DateContent detail={detail.data} />}
      </DialogBody>
    </Dialog>
  );
}
