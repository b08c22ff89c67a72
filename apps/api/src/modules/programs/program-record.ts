import { eq, sql } from 'drizzle-orm';
import { programMessages, updateProgramSchema } from '@coachboard/contract';
import {
  trainingPrograms,
  trainingProgramsWithTrash,
  type TrainingProgramRow,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { notFound, validationFailed } from '../../lib/errors.js';
import { recordType, type AuditedRecord } from '../../lib/records/index.js';
import { bigintArray } from '../../lib/sql.js';
import { programFields } from './program-summary.js';
import { lockProgram } from './programs-repository.js';
import { updateProgram } from './use-cases/update-program.js';

const auditedColumns = {
  name: trainingPrograms.name,
  programType: trainingPrograms.programType,
  difficultyLevel: trainingPrograms.difficultyLevel,
  durationWeeks: trainingPrograms.durationWeeks,
  trainingDaysPerWeek: trainingPrograms.trainingDaysPerWeek,
  workoutDuration: trainingPrograms.workoutDuration,
  description: trainingPrograms.description,
};

/**
 * A program as the audit log sees it: its name and the fields an admin edits, under their API names
 * (the image has its own `upload` entries; updated_at and name_search are noise).
 */
const auditedProgram = (row: Pick<TrainingProgramRow, keyof typeof auditedColumns>): AuditedRecord => ({
  name: row.name,
  fields: programFields(row),
});

/** A live program as the audit log sees it, or null. */
export const programAuditFields = async (db: Queryable, id: number): Promise<AuditedRecord | null> => {
  const [row] = await db.select(auditedColumns).from(trainingPrograms).where(eq(trainingPrograms.id, id));
  return row ? auditedProgram(row) : null;
};

/**
 * Puts fields back through the program's own update (so a shorter duration that would drop weeks holding
 * exercises is refused with its 409, and the weeks follow the duration); the other fields stay as they are.
 */
const revertProgram = async (db: Queryable, id: number, fields: Record<string, unknown>) => {
  const current = await programAuditFields(db, id);
  if (!current) throw notFound(programMessages.notFound);
  const parsed = updateProgramSchema.safeParse({ ...current.fields, ...fields });
  if (!parsed.success) {
    throw validationFailed(parsed.error.issues.map((issue) => issue.message).join(' '));
  }
  await updateProgram(db, id, parsed.data);
};

/** Weeks, days, places of exercises on them and assigned users of each program: one grouped query. */
const programContents = async (db: Queryable, ids: number[]) => {
  const result = await db.execute<{
    id: string;
    weeks: number;
    days: number;
    exercises: number;
    users: number;
  }>(sql`
    select p.id,
      (select count(*) from training_weeks w where w.training_program_id = p.id)::int as weeks,
      (select count(*) from training_days d join training_weeks w on w.id = d.training_week_id
        where w.training_program_id = p.id and not d.is_rest_day)::int as days,
      (select count(*) from user_exercise_activity_logs_with_trash l
        join training_days d on d.id = l.training_day_id
        join training_weeks w on w.id = d.training_week_id
        join exercises e on e.id = l.exercise_id
        where w.training_program_id = p.id and l.deleted_at is null)::int as exercises,
      (select count(*) from program_users pu join users u on u.id = pu.user_id
        where pu.training_program_id = p.id and u.deleted_at is null)::int as users
    from unnest(${bigintArray(ids)}) as p(id)
  `);
  return new Map(
    result.rows.map((row) => [
      Number(row.id),
      { weeks: row.weeks, days: row.days, exercises: row.exercises, users: row.users },
    ]),
  );
};

/** The image `files` rows of the programs, removed at purge (the files trigger sweeps the stored objects). */
const programImageFileIds = async (db: Queryable, ids: number[]) => {
  const result = await db.execute<{ image_file_id: string }>(sql`
    select image_file_id from training_programs_with_trash
    where id = any(${bigintArray(ids)}) and image_file_id is not null
  `);
  return result.rows.map((row) => Number(row.image_file_id));
};

/**
 * After programs came back: their days are numbered 1..n again over their live places. Nothing changes when the
 * days were left alone; it matters when an exercise of a day came back from the trash while the program was
 * in it (its place kept its old position, which the program's return would otherwise show twice).
 */
const renumberDaysOfPrograms = async (db: Queryable, ids: number[]) => {
  await db.execute(sql`
    with ordered as (
      select l.id,
        row_number() over (partition by l.training_day_id order by l.position, l.id)::int as position
      from user_exercise_activity_logs l
      join training_days d on d.id = l.training_day_id
      join training_weeks w on w.id = d.training_week_id
      where w.training_program_id = any(${bigintArray(ids)})
    )
    update user_exercise_activity_logs l
    set position = ordered.position, updated_at = now()
    from ordered
    where l.id = ordered.id and l.position <> ordered.position
  `);
};

export const programRecord = recordType<TrainingProgramRow>({
  type: 'program',
  read: programAuditFields,
  lock: (tx, id) => lockProgram(tx, id),
  audited: auditedProgram,
  revert: (tx, id, fields) => revertProgram(tx, id, fields),
  trash: {
    table: trainingProgramsWithTrash,
    name: sql`${trainingProgramsWithTrash.name}`,
    deletedWith: 'programs.delete',
    goesWith: programContents,
    purgedFiles: programImageFileIds,
    afterRestore: (tx, ids) => renumberDaysOfPrograms(tx, ids),
  },
});
