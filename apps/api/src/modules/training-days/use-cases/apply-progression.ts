import { sql } from 'drizzle-orm';
import { trainingDayName } from '@coachboard/contract/labels';
import {
  progressionMessages,
  programCopyMessages,
  trainingDayMessages,
  type Progression,
  type ProgressionResult,
  type SetsData,
} from '@coachboard/contract';
import {
  exercisesWithTrash,
  trainingDays,
  trainingProgramsWithTrash,
  trainingWeeks,
  userExerciseActivityLogs,
  userExerciseActivityLogsWithTrash,
} from '../../../db/schema/index.js';
import type { Transaction } from '../../../lib/db-types.js';
import { conflict, invalidField, notFound } from '../../../lib/errors.js';
import { writeExerciseOnDays } from '../program-tree-writer/index.js';
import { queueProgramComplianceRefresh } from '../program-edit-refresh.js';
import { progressWeeks } from '../progression-rules.js';

export interface AppliedProgression {
  result: ProgressionResult;
  /** Each target day as the audit log names it. */
  targets: { id: number; name: string; added: boolean }[];
  exercise: { id: number; name: string };
  source: { id: number; name: string };
}

interface SourceRow extends Record<string, unknown> {
  day_of_the_week: number;
  sequence_number: number;
  program_id: string;
  program: string;
  weeks_left: number;
  log_id: string | null;
  exercise_id: string | null;
  exercise_name: string | null;
  position: number | null;
  sets_data: SetsData | null;
}

interface TargetRow extends Record<string, unknown> {
  id: string;
  sequence_number: number;
  is_rest_day: boolean;
  sets_data: SetsData | null;
}

/**
 * Writes the exercise of day exercise `logId` (on day `dayId`) on the same day of the week of the next `weeks`
 * weeks, each week's sets derived from the week before by the rule; where a target day lacks the exercise it is
 * added at the source's position (the day renumbered 1..n; the program tree writer's writeExerciseOnDays). A dry
 * run reads only. Four statements at most, whatever the number of weeks.
 */
export const applyProgression = async (
  tx: Transaction,
  dayId: number,
  logId: number,
  input: Progression,
): Promise<AppliedProgression> => {
  const found = await tx.execute<SourceRow>(sql`
    select d.day_of_the_week, w.sequence_number, p.id as program_id, p.name as program,
      (select count(*)::int from ${trainingWeeks} x
        where x.training_program_id = p.id and x.sequence_number > w.sequence_number) as weeks_left,
      l.id as log_id, l.exercise_id, e.name as exercise_name, l.position, l.sets_data
    from ${trainingDays} d
    join ${trainingWeeks} w on w.id = d.training_week_id
    join ${trainingProgramsWithTrash} p on p.id = w.training_program_id
    left join ${userExerciseActivityLogs} l on l.id = ${logId} and l.training_day_id = d.id
    left join ${exercisesWithTrash} e on e.id = l.exercise_id
    where d.id = ${dayId} and p.deleted_at is null
  `);
  const source = found.rows[0];
  if (!source) throw notFound(trainingDayMessages.notFound);
  if (source.log_id === null || source.exercise_id === null || source.sets_data === null) {
    throw notFound(progressionMessages.logNotOnDay);
  }
  if (input.weeks > source.weeks_left) {
    throw invalidField('weeks', progressionMessages.weeksLeft(source.weeks_left));
  }
  const exerciseId = Number(source.exercise_id);
  const from = source.sequence_number;

  const locked = await tx.execute<TargetRow>(sql`
    select d.id, w.sequence_number, d.is_rest_day, l.sets_data
    from ${trainingDays} d
    join ${trainingWeeks} w on w.id = d.training_week_id
    left join ${userExerciseActivityLogsWithTrash} l
      on l.training_day_id = d.id and l.exercise_id = ${exerciseId} and l.deleted_at is null
    where w.training_program_id = ${Number(source.program_id)} and d.day_of_the_week = ${source.day_of_the_week}
      and w.sequence_number > ${from} and w.sequence_number <= ${from + input.weeks}
    order by w.sequence_number
    for update of d
  `);
  const targets = locked.rows;
  const restDays = targets.filter((row) => row.is_rest_day);
  if (restDays.length > 0) {
    const messages = restDays.map((row) =>
      programCopyMessages.restDay(source.day_of_the_week, row.sequence_number),
    );
    throw conflict(messages.join('. '), { weeks: messages });
  }

  const progressed = progressWeeks(source.sets_data, input.rule, input.weeks);
  const weeks = targets.map((row) => ({
    week: row.sequence_number,
    training_day_id: Number(row.id),
    sets: progressed[row.sequence_number - from - 1] ?? {},
    overwrites: row.sets_data,
  }));

  if (!input.dry_run && weeks.length > 0) {
    const missing = weeks.filter((week) => week.overwrites === null).map((week) => week.training_day_id);
    // The days that lack the exercise take it at the source's position, the others get the new sets.
    await writeExerciseOnDays(tx, {
      exerciseId,
      position: source.position ?? 1,
      days: weeks.map((week) => ({ dayId: week.training_day_id, setsData: week.sets })),
      makeRoomOn: missing,
    });
    await queueProgramComplianceRefresh(tx, [Number(source.program_id)]);
  }

  const dayName = (sequence: number) => trainingDayName(sequence, source.day_of_the_week, source.program);
  return {
    result: { weeks },
    targets: weeks.map((week) => ({
      id: week.training_day_id,
      name: dayName(week.week),
      added: week.overwrites === null,
    })),
    exercise: { id: exerciseId, name: source.exercise_name ?? '' },
    source: { id: dayId, name: dayName(from) },
  };
};
