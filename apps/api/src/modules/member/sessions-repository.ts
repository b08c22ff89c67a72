import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { PerformedSet, SessionSummary, WorkoutSession } from '@coachboard/contract';
import {
  performedSets,
  workoutSessions,
  type PerformedSetRow,
  type WorkoutSessionRow,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';

const summaryOf = (row: WorkoutSessionRow) => ({
  id: row.id,
  client_id: row.clientId,
  training_day_id: row.trainingDayId,
  program: { id: row.trainingProgramId, name: row.programName },
  week_number: row.weekNumber,
  day_number: row.dayNumber,
  performed_on: row.performedOn,
  started_at: row.startedAt.toISOString(),
  finished_at: row.finishedAt.toISOString(),
  notes: row.notes,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const performedSetOf = (row: PerformedSetRow): PerformedSet => ({
  id: row.id,
  day_exercise_id: row.dayExerciseId,
  exercise_id: row.exerciseId,
  exercise_name: row.exerciseName,
  replaces_day_exercise_id: row.replacesDayExerciseId,
  set_number: row.setNumber,
  reps: row.reps,
  weight: row.weight,
  time: row.time,
  rir: row.rir,
  rpe: row.rpe,
  completed: row.completed,
  target: {
    reps: row.targetReps,
    reps_max: row.targetRepsMax,
    weight: row.targetWeight,
    load_percent: row.targetLoadPercent,
    time: row.targetTime,
    rir: row.targetRir,
    amrap: row.targetAmrap,
  },
});

/** A session's sets as stored, in the order they were sent. */
export const setRowsOf = (db: Queryable, sessionId: number) =>
  db
    .select()
    .from(performedSets)
    .where(eq(performedSets.sessionId, sessionId))
    .orderBy(asc(performedSets.position));

/** A live session with its sets: the member's own when `userId` is given, any member's otherwise (the audit log). */
export const findSession = async (
  db: Queryable,
  id: number,
  userId?: number,
): Promise<WorkoutSession | null> => {
  const [row] = await db
    .select()
    .from(workoutSessions)
    .where(
      and(
        eq(workoutSessions.id, id),
        userId === undefined ? undefined : eq(workoutSessions.userId, userId),
        isNull(workoutSessions.deletedAt),
      ),
    );
  if (!row) return null;
  return { ...summaryOf(row), sets: (await setRowsOf(db, row.id)).map(performedSetOf) };
};

type SetValues = Omit<typeof performedSets.$inferInsert, 'sessionId'>;

/** The columns a set row is stored with (all but its id and its session's), by their property names. */
const { id: _id, sessionId: _sessionId, ...setColumns } = getTableColumns(performedSets);
const setColumnList = Object.values(setColumns);
/** `jsonb_to_recordset`'s column definitions: each stored column's name and SQL type. */
const setRecordType = sql.raw(
  setColumnList.map((column) => `"${column.name}" ${column.getSQLType()}`).join(', '),
);
const setColumnNames = sql.raw(setColumnList.map((column) => `"${column.name}"`).join(', '));
const allSetColumns = Object.entries(getTableColumns(performedSets));

/**
 * The sets of a new workout in one insert whose values are one jsonb parameter, answered as the table's rows,
 * decoded by the table's columns as drizzle decodes them: a 25-set workout as drizzle's VALUES list is 500
 * parameters, which took about 2 ms of the app's CPU to build, as long as the insert itself.
 */
const insertSets = async (db: Queryable, sessionId: number, sets: readonly SetValues[]) => {
  const records = sets.map((set) =>
    Object.fromEntries(
      Object.entries(setColumns).map(([key, column]) => [column.name, set[key as keyof SetValues] ?? null]),
    ),
  );
  const result = await db.execute<Record<string, unknown>>(sql`
    insert into ${performedSets} ("session_id", ${setColumnNames})
    select ${sessionId}::bigint, ${setColumnNames}
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(${setRecordType})
    order by x."position"
    returning *`);
  return result.rows.map(
    (raw) =>
      Object.fromEntries(
        allSetColumns.map(([key, column]) => {
          const value = raw[column.name];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as PerformedSetRow,
  );
};

/**
 * Stores a new workout and its sets and answers it as `findSession` would, from the rows the inserts return (no
 * read back); null when the member's app already logged `client_id` (the insert's ON CONFLICT: a concurrent upload
 * of the same id waits for the first, then writes nothing).
 */
export const insertSession = async (
  db: Queryable,
  values: typeof workoutSessions.$inferInsert,
  sets: readonly SetValues[],
): Promise<WorkoutSession | null> => {
  const [row] = await db
    .insert(workoutSessions)
    .values(values)
    .onConflictDoNothing({ target: [workoutSessions.userId, workoutSessions.clientId] })
    .returning();
  if (!row) return null;
  const setRows = sets.length === 0 ? [] : await insertSets(db, row.id, sets);
  // In the order they were sent, as setRowsOf reads them.
  setRows.sort((a, b) => a.position - b.position);
  return { ...summaryOf(row), sets: setRows.map(performedSetOf) };
};

/** The session a member's app logged under `clientId`, deleted or not. */
export const findByClientId = async (db: Queryable, userId: number, clientId: string) => {
  const [row] = await db
    .select({ id: workoutSessions.id, deletedAt: workoutSessions.deletedAt })
    .from(workoutSessions)
    .where(and(eq(workoutSessions.userId, userId), eq(workoutSessions.clientId, clientId)));
  return row ?? null;
};

export interface SessionPageQuery {
  from?: string;
  to?: string;
  /** The last row of the previous page. */
  after?: { performedOn: string; id: number };
  limit: number;
}

/**
 * A page of the member's live sessions, newest first: a range of workout_sessions_user_performed_on_idx read from
 * the previous page's last row (keyset), so page 1,000 costs what page 1 does. One row more than asked tells
 * whether another page follows.
 */
export const listSessions = async (
  db: Queryable,
  userId: number,
  query: SessionPageQuery,
): Promise<{ items: SessionSummary[]; hasMore: boolean }> => {
  const rows = await db
    .select({
      session: workoutSessions,
      // Spelled out: inside the subquery a bare column reference would name the sets' own id.
      setCount: sql<number>`(select count(*)::int from ${performedSets} ps where ps.session_id = "workout_sessions"."id")`,
    })
    .from(workoutSessions)
    .where(
      and(
        eq(workoutSessions.userId, userId),
        isNull(workoutSessions.deletedAt),
        query.from ? sql`${workoutSessions.performedOn} >= ${query.from}::date` : undefined,
        query.to ? sql`${workoutSessions.performedOn} <= ${query.to}::date` : undefined,
        query.after
          ? sql`(${workoutSessions.performedOn}, ${workoutSessions.id}) < (${query.after.performedOn}::date, ${query.after.id})`
          : undefined,
      ),
    )
    .orderBy(sql`${workoutSessions.performedOn} desc`, sql`${workoutSessions.id} desc`)
    .limit(query.limit + 1);
  return {
    items: rows.slice(0, query.limit).map((row) => ({ ...summaryOf(row.session), set_count: row.setCount })),
    hasMore: rows.length > query.limit,
  };
};
