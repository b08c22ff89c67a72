import { and, asc, eq, sql } from 'drizzle-orm';
import { groupLabel, type ActivityLog, type DayGroupKind } from '@coachboard/contract';
import {
  dayExerciseGroups,
  userExerciseActivityLogs,
  userExerciseActivityLogsWithTrash,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { bigintArray } from '../../lib/sql.js';
import { toActivityLog, type DayExerciseRow } from './day-exercise-rows.js';

/*
 * Supersets and circuits. A group counts while at least two of its exercises are on the day (an
 * exercise in the trash is not): a group left with one shows as none, and comes back when the other is restored.
 * Removing an exercise for good drops the groups it leaves with fewer than two (dropLoneGroups); moving one to the
 * trash on its own does too (dissolveGroupLeftAlone).
 */

export interface DayGroupRow {
  id: number;
  kind: DayGroupKind;
  rounds: number | null;
}

/** The groups of a day (in id order). */
export const groupsOfDay = async (db: Queryable, dayId: number): Promise<DayGroupRow[]> =>
  db
    .select({ id: dayExerciseGroups.id, kind: dayExerciseGroups.kind, rounds: dayExerciseGroups.rounds })
    .from(dayExerciseGroups)
    .where(eq(dayExerciseGroups.trainingDayId, dayId))
    .orderBy(asc(dayExerciseGroups.id));

/** The logs (in position order) by the group they count in; groups with fewer than two are left out. */
export const liveGroupMembers = (logs: readonly DayExerciseRow[]) => {
  const members = new Map<number, DayExerciseRow[]>();
  for (const log of logs) {
    if (log.groupId === null) continue;
    const list = members.get(log.groupId) ?? [];
    list.push(log);
    members.set(log.groupId, list);
  }
  for (const [id, list] of members) if (list.length < 2) members.delete(id);
  return members;
};

/**
 * The day's logs (in position order) as the day detail gives them: each with its group (label A, B... by the
 * group's first exercise on the day, order 1..n inside it) or null.
 */
export const withGroups = (
  logs: readonly DayExerciseRow[],
  groups: readonly DayGroupRow[],
): ActivityLog[] => {
  const byId = new Map(groups.map((group) => [group.id, group]));
  const members = liveGroupMembers(logs);
  const labels = new Map<number, string>();
  for (const log of logs) {
    if (log.groupId !== null && members.has(log.groupId) && byId.has(log.groupId) && !labels.has(log.groupId))
      labels.set(log.groupId, groupLabel(labels.size));
  }
  return logs.map((log) => {
    const group = log.groupId === null ? undefined : byId.get(log.groupId);
    const label = log.groupId === null ? undefined : labels.get(log.groupId);
    return {
      ...toActivityLog(log),
      group:
        group && label !== undefined
          ? {
              id: group.id,
              kind: group.kind,
              label,
              order: members.get(group.id)!.indexOf(log) + 1,
              rounds: group.rounds,
            }
          : null,
    };
  });
};

/** Which of the ids are no exercise assignment at all (of any day). */
export const missingLogIds = async (db: Queryable, logIds: readonly number[]) => {
  const rows = await db
    .select({ id: userExerciseActivityLogs.id })
    .from(userExerciseActivityLogs)
    .where(sql`${userExerciseActivityLogs.id} = any(${bigintArray(logIds)})`);
  const found = new Set(rows.map((row) => row.id));
  return logIds.filter((id) => !found.has(id));
};

/** Deletes a group of the day (its exercises stay, ungrouped); false when the day has no such group. */
export const deleteGroup = async (db: Queryable, dayId: number, groupId: number) => {
  const deleted = await db
    .delete(dayExerciseGroups)
    .where(and(eq(dayExerciseGroups.id, groupId), eq(dayExerciseGroups.trainingDayId, dayId)))
    .returning({ id: dayExerciseGroups.id });
  return deleted.length > 0;
};

/**
 * Drops the day's groups that hold fewer than two exercises (counting those in the trash, which come back
 * with their group): what removing an exercise from a group of two leaves.
 */
export const dropLoneGroups = async (db: Queryable, dayId: number) => {
  await db.execute(sql`
    delete from ${dayExerciseGroups} g
    where g.training_day_id = ${dayId}
      and (select count(*) from ${userExerciseActivityLogsWithTrash} l where l.group_id = g.id) < 2
  `);
};

/**
 * After a day exercise went to the trash on its own: its group, when fewer than two of its exercises are left
 * outside the trash, goes (every member, the trashed ones included, is left ungrouped by the foreign key), as
 * removing it for good dissolved it.
 */
export const dissolveGroupLeftAlone = async (db: Queryable, logId: number) => {
  await db.execute(sql`
    delete from ${dayExerciseGroups} g
    where g.id = (select l.group_id from ${userExerciseActivityLogsWithTrash} l where l.id = ${logId})
      and (select count(*) from ${userExerciseActivityLogsWithTrash} l
           where l.group_id = g.id and l.deleted_at is null) < 2
  `);
};

/**
 * Whether some group of the day (with two or more exercises on it) is split by other exercises, counting the
 * live exercises in position order.
 */
export const dayHasSplitGroup = async (db: Queryable, dayId: number) => {
  const result = await db.execute<{ split: boolean }>(sql`
    select exists (
      select 1 from (
        select l.group_id, row_number() over (order by l.position, l.id) as place
        from ${userExerciseActivityLogs} l
        where l.training_day_id = ${dayId}
      ) ranked
      where ranked.group_id is not null
      group by ranked.group_id
      having count(*) >= 2 and max(ranked.place) - min(ranked.place) + 1 <> count(*)
    ) as split
  `);
  return result.rows[0]?.split === true;
};
