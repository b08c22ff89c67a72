import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { orderedSets, toSetsData, type SetsData } from '@coachboard/contract';
import type { Database } from '../db/client.js';
import { trainingPrograms, userExerciseActivityLogsWithTrash, users } from '../db/schema/index.js';
import type { Transaction } from '../lib/db-types.js';
import { bulkAssign } from '../modules/assignments/public.js';
import type { FileStorage } from '../storage/index.js';
import { claimSeed, isSeeded } from './seed-once.js';

const SEED_KEY = 'demo-assignments';
const PERSONAL_COPIES = 3;

/** The Monday on or before `days` from today, as 'YYYY-MM-DD'. */
const mondayFrom = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};

/** The day exercises of a program in schedule order (week, day, position), with their sets. */
const scheduleLogs = async (tx: Transaction, programId: number) =>
  (
    await tx.execute<{ id: string; template_log_id: string | null; sets_data: SetsData }>(sql`
      select l.id, l.template_log_id, l.sets_data
      from ${userExerciseActivityLogsWithTrash} l
      join training_days d on d.id = l.training_day_id
      join training_weeks w on w.id = d.training_week_id
      where w.training_program_id = ${programId} and l.deleted_at is null
      order by w.sequence_number, d.day_of_the_week, l.position
      limit 2`)
  ).rows;

/** Writes `change(reps)` into the reps of the given sets (by index) of one day exercise. */
const changeReps = async (
  tx: Transaction,
  log: { id: string; sets_data: SetsData },
  setIndexes: readonly number[],
  change: (reps: number) => number,
) => {
  // A range's top stays at or above its reps.
  const sets = orderedSets(log.sets_data).map((set, index) =>
    setIndexes.includes(index)
      ? { ...set, reps: Math.min(Math.max(1, change(set.reps)), set.reps_max ?? Infinity) }
      : set,
  );
  await tx.execute(sql`
    update ${userExerciseActivityLogsWithTrash}
    set sets_data = ${JSON.stringify(toSetsData(sets))}::jsonb
    where id = ${Number(log.id)}`);
};

/**
 * Something to see for assignments on a fresh installation. The demo's assignments start on different
 * days (their users are in different weeks, a few near the end), and three users follow personal copies of the
 * first demo program, made as one batch two weeks ago. The first copy has a personal edit, and the template
 * changed since, so 'Update copies' shows a change to take, a personal edit kept and one conflict.
 * Runs once, after the programs and their training days.
 */
export const seedDemoAssignments = async (db: Database, storage: FileStorage): Promise<number> => {
  if (await isSeeded(db, SEED_KEY)) return 0;
  return db.transaction(async (tx) => {
    if (!(await claimSeed(tx, SEED_KEY))) return 0;
    await tx.execute(sql`
      update program_users pu
      set start_date = current_date - ((pu.user_id * 11 + pu.training_program_id * 5) % (p.duration_weeks * 7))::int
      from training_programs p
      where p.id = pu.training_program_id and pu.mode = 'linked'`);

    const [template] = await tx
      .select({ id: trainingPrograms.id })
      .from(trainingPrograms)
      .where(isNull(trainingPrograms.templateId))
      .orderBy(asc(trainingPrograms.id))
      .limit(1);
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
      .orderBy(asc(users.id))
      .limit(1);
    if (!template) return 0;
    const candidates = await tx.execute<{ id: string }>(sql`
      select u.id from users u
      where u.role = 'user' and u.deleted_at is null
        and not exists (
          select 1 from program_users pu where pu.user_id = u.id and pu.training_program_id = ${template.id}
        )
      order by exists (select 1 from program_users pu where pu.user_id = u.id), u.id
      limit ${PERSONAL_COPIES}`);
    const userIds = candidates.rows.map((row) => Number(row.id));
    if (userIds.length === 0) return 0;
    const outcome = await bulkAssign(tx, { db, storage }, template.id, userIds, {
      startDate: mondayFrom(-14),
      mode: 'copy',
      dryRun: false,
      createdBy: admin?.id ?? null,
    });
    if (outcome.dryRun) return 0;

    const [firstCopy] = outcome.copies;
    const [templateFirst, templateSecond] = await scheduleLogs(tx, template.id);
    const copyLogs = firstCopy ? await scheduleLogs(tx, firstCopy.programId) : [];
    const copyOf = (log: { id: string } | undefined) =>
      log && copyLogs.find((copyLog) => copyLog.template_log_id === log.id);
    const [copyFirst, copySecond] = [copyOf(templateFirst), copyOf(templateSecond)];
    // The copy's own edits: set 1 of its first exercise (the template changes it too: a conflict) and set 1 of
    // its second (kept). Then the template's: sets 1 and 2 of the first exercise (set 2 reaches every copy).
    if (copyFirst) await changeReps(tx, copyFirst, [0], (reps) => reps - 1);
    if (copySecond) await changeReps(tx, copySecond, [0], (reps) => reps - 1);
    if (templateFirst) await changeReps(tx, templateFirst, [0, 1], (reps) => reps + 1);
    return outcome.copies.length;
  });
};
