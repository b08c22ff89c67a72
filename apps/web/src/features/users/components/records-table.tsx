import type { ReactNode } from 'react';
import {
  recordKindLabels,
  recordsMessages,
  type ExerciseRecords,
  type PersonalRecord,
} from '@coachboard/contract';
import { formatDate } from '@/lib/format';
import { formatEstimate, formatKg, formatSet } from './records-format';

const headerCell =
  'py-2 pr-4 text-xs font-semibold whitespace-nowrap text-slate-500 uppercase dark:text-slate-400';

export type OpenSession = (performedOn: string) => void;

/** A session named by its id, opening its date's workouts beside their prescription. */
export function SessionButton({
  sessionId,
  performedOn,
  onOpen,
}: {
  sessionId: number;
  performedOn: string;
  onOpen: OpenSession;
}) {
  return (
    <button
      type="button"
      className="font-semibold text-brand-500 underline-offset-2 hover:underline dark:text-brand-300"
      onClick={() => onOpen(performedOn)}
    >
      {recordsMessages.session(sessionId)}
    </button>
  );
}

/** A record's cell: its value, the set that made it, its date and session. */
function RecordCell({
  record,
  value,
  onOpenSession,
}: {
  record: PersonalRecord | null;
  value: (record: PersonalRecord) => ReactNode;
  onOpenSession: OpenSession;
}) {
  if (!record) return <td className="py-2.5 pr-4 text-slate-400 dark:text-slate-500">—</td>;
  return (
    <td className="py-2.5 pr-4 align-top">
      <span className="block font-semibold text-ink tabular-nums dark:text-white">{value(record)}</span>
      <span className="block text-xs text-slate-500 dark:text-slate-400">
        {formatSet(record)} · {formatDate(record.performed_on)} ·{' '}
        <SessionButton
          sessionId={record.session_id}
          performedOn={record.performed_on}
          onOpen={onOpenSession}
        />
      </span>
    </td>
  );
}

/** 'Personal records': a row per exercise with its best estimated 1RM, heaviest weight and most reps. */
export function RecordsTable({
  exercises,
  onOpenSession,
}: {
  exercises: ExerciseRecords[];
  onOpenSession: OpenSession;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{recordsMessages.recordsTitle}</caption>
        <thead>
          <tr>
            <th scope="col" className={headerCell}>
              {recordsMessages.exerciseLabel}
            </th>
            <th scope="col" className={headerCell}>
              {recordKindLabels.estimated_1rm}
            </th>
            <th scope="col" className={headerCell}>
              {recordKindLabels.heaviest_weight}
            </th>
            <th scope="col" className={headerCell}>
              {recordKindLabels.most_reps}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-white/10">
          {exercises.map((exercise) => (
            <tr key={exercise.exercise_id}>
              <th
                scope="row"
                className="py-2.5 pr-4 text-left align-top font-semibold text-ink dark:text-white"
              >
                {exercise.exercise_name}
              </th>
              <RecordCell
                record={exercise.estimated_1rm}
                value={(record) => formatEstimate(record.value)}
                onOpenSession={onOpenSession}
              />
              <RecordCell
                record={exercise.heaviest_weight}
                value={(record) => formatKg(record.value)}
                onOpenSession={onOpenSession}
              />
              <RecordCell
                record={exercise.most_reps}
                value={(record) => `${record.value} reps`}
                onOpenSession={onOpenSession}
              />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
