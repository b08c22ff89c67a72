import { and, eq, sql } from 'drizzle-orm';
import type { DayGroupKind } from '@coachboard/contract';
import { dayExerciseGroups, userExerciseActivityLogsWithTrash } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/db-types.js';
import { bigintArray } from '../../../lib/sql.js';

/**
 * Creates a superset or circuit on the day and puts these day exercises of the day in it (the caller has made
 * them neighbours); returns the group's id. Two statements.
 */
export const groupDayExercises = async (
  db: Queryable,
  dayId: number,
  kind: DayGroupKind,
  rounds: number | null,
  dayExerciseIds: readonly number[],
) => {
  const [group] = await db
    .insert(dayExerciseGroups)
    .values({ trainingDayId: dayId, kind, rounds })
    .returning({ id: dayExerciseGroups.id });
  await db
    .update(userExerciseActivityLogsWithTrash)
    .set({ groupId: group!.id, updatedAt: new Date() })
    .where(
      and(
        eq(userExerciseActivityLogsWithTrash.trainingDayId, dayId),
        sql`${userExerciseActivityLogsWithTrash.id} = any(${bigintArray(dayExerciseIds)})`,
      ),
    );
  return group!.id;
};
