import { eq, sql } from 'drizzle-orm';
import type { EmptyTrainingDay } from '@coachboard/contract';
import {
  trainingDayExerciseCounts,
  trainingDays,
  trainingPrograms,
  trainingWeeks,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { pagedList } from '../../lib/paged-list.js';
import type { KeptTotal } from '../../lib/sql.js';

/** Active app users (role user, not deleted) assigned to the day's program. */
const assignedActiveUsers = sql`program_users assigned
  join users assigned_user on assigned_user.id = assigned.user_id
  where assigned.training_program_id = ${trainingWeeks.trainingProgramId}
    and assigned_user.role = 'user' and assigned_user.deleted_at is null`;

/**
 * The dashboard's empty training days: training days that are not rest days, with no live (not
 * trashed) day exercises, in live programs (`training_programs` is the view of live ones) that at least one
 * active app user is assigned to. `training_day_exercise_counts` has a row per day that is not a rest day, with
 * its count of live day exercises (migration 0028) and whether its program is live and followed (`counted`,
 * migration 0030), both kept by triggers, so an empty day is an entry of its partial index and the list's total
 * reads that index alone. A day exercise whose library exercise is in the trash still counts: it is on the day, and
 * restoring the exercise shows it again. `GET /training-days/empty` reads this condition and the dashboard its kept
 * count (`emptyTrainingDaysTotal`, the same rows); the list joins the day, its week and program for its columns.
 */
export const emptyTrainingDays = {
  table: trainingDayExerciseCounts,
  where: sql`${trainingDayExerciseCounts.exercises} = 0 and ${trainingDayExerciseCounts.counted}`,
};

/**
 * The count of the rows `emptyTrainingDays` selects, kept exact in `table_row_counts` by migration 0045's
 * statement triggers on training_day_exercise_counts: the dashboard reads one row instead of every empty day.
 */
export const emptyTrainingDaysTotal: KeptTotal = { counted: 'empty_training_days' };

const emptyDayList = pagedList({
  name: 'empty_training_days',
  ...emptyTrainingDays,
  key: trainingDayExerciseCounts.trainingDayId,
  deferredJoin: false,
  // Always there for a counted row (each cascades from the next; counted means the program is live).
  leftJoins: [
    { table: trainingDays, on: eq(trainingDays.id, trainingDayExerciseCounts.trainingDayId) },
    { table: trainingWeeks, on: eq(trainingWeeks.id, trainingDays.trainingWeekId) },
    { table: trainingPrograms, on: eq(trainingPrograms.id, trainingWeeks.trainingProgramId) },
  ],
  columns: {
    id: trainingDays.id,
    programId: trainingPrograms.id,
    programName: trainingPrograms.name,
    weekId: trainingWeeks.id,
    weekNumber: trainingWeeks.sequenceNumber,
    dayNumber: trainingDays.dayOfTheWeek,
    usersCount: sql<number>`(select count(*)::int from ${assignedActiveUsers})`,
  },
  orderBy: { column: trainingDayExerciseCounts.trainingDayId, direction: 'asc' },
  filters: {},
});

export const listEmptyTrainingDays = async (db: Queryable, page: number, perPage: number) => {
  const { items, total } = await emptyDayList(db, {}, { page, perPage });
  return {
    total,
    items: items.map((row): EmptyTrainingDay => ({
      id: row.id,
      program_id: row.programId,
      program_name: row.programName,
      week_id: row.weekId,
      week_number: row.weekNumber,
      day_number: row.dayNumber,
      users_count: row.usersCount,
    })),
  };
};
