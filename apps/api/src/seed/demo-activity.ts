import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuditChange, AuditRecordType } from '@coachboard/contract';
import type { Database } from '../db/client.js';
import {
  exercises,
  recipes,
  recipesWithTrash,
  trainingPrograms,
  trainingProgramsWithTrash,
  users,
} from '../db/schema/index.js';
import { createAuditRecorder, type AuditEntryInput } from '../lib/audit.js';
import type { Transaction } from '../lib/db-types.js';
import { bigintArray } from '../lib/sql.js';
import { moveToTrash } from '../lib/trash.js';
import { createWeeks } from '../modules/training-days/public.js';
import { appRecordTypes } from '../record-types.js';
import { claimSeed, isSeeded } from './seed-once.js';

const SEED_KEY = 'demo-trash-and-activity';

/** A past edit of a live demo record: `before` is what the field held, the record holds `after` now. */
interface DemoEdit {
  type: AuditRecordType;
  id: number;
  field: string;
  before: (now: unknown) => unknown;
  hoursAgo: number;
}

/** The record's current value of `field` through its declaration, and the edit's entry (null when gone). */
const editEntry = async (tx: Transaction, edit: DemoEdit): Promise<AuditEntryInput | null> => {
  const record = await appRecordTypes.get(edit.type)?.read(tx, edit.id);
  if (!record || !(edit.field in record.fields)) return null;
  const after = record.fields[edit.field];
  const change: AuditChange = { before: edit.before(after), after };
  return {
    action: 'update',
    record: { type: edit.type, id: edit.id, name: record.name },
    changes: { [edit.field]: change },
  };
};

const newestIds = async (
  tx: Transaction,
  table: typeof trainingPrograms | typeof recipes | typeof exercises,
  count: number,
) =>
  (
    await tx.select({ id: table.id }).from(table).orderBy(desc(table.createdAt), desc(table.id)).limit(count)
  ).map((row) => row.id);

/**
 * Something to see on the Trash and Activity pages of a fresh installation: a retired program and an old recipe
 * card in the trash, and a few past edits of demo records by the first admin, each revertable from its History.
 * Runs once, after the other demo areas; changes no live demo record.
 */
export const seedDemoActivity = async (db: Database): Promise<number> => {
  if (await isSeeded(db, SEED_KEY)) return 0;
  return db.transaction(async (tx) => {
    if (!(await claimSeed(tx, SEED_KEY))) return 0;
    const [admin] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
      .orderBy(asc(users.id))
      .limit(1);
    if (!admin) return 0;
    const actor = {
      id: admin.id,
      name: [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.email,
      email: admin.email,
    };
    const audit = createAuditRecorder(tx, actor, { requestId: 'demo-seed', address: null, userAgent: null });

    const [programId] = await newestIds(tx, trainingPrograms, 1);
    const [recipeId, secondRecipeId] = await newestIds(tx, recipes, 2);
    const [exerciseId] = await newestIds(tx, exercises, 1);
    const edits: DemoEdit[] = [
      ...(programId
        ? [
            {
              type: 'program' as const,
              id: programId,
              field: 'name',
              before: (now: unknown) => `${String(now)} (draft)`,
              hoursAgo: 50,
            },
          ]
        : []),
      ...(recipeId
        ? [
            {
              type: 'recipe' as const,
              id: recipeId,
              field: 'calories',
              before: (now: unknown) => (typeof now === 'number' ? now + 40 : 400),
              hoursAgo: 26,
            },
          ]
        : []),
      ...(secondRecipeId
        ? [
            {
              type: 'recipe' as const,
              id: secondRecipeId,
              field: 'name',
              before: (now: unknown) => `${String(now)} Bowl`,
              hoursAgo: 20,
            },
          ]
        : []),
      ...(exerciseId
        ? [
            {
              type: 'exercise' as const,
              id: exerciseId,
              field: 'name',
              before: (now: unknown) => String(now).toLowerCase(),
              hoursAgo: 8,
            },
          ]
        : []),
    ];
    let written = 0;
    for (const edit of edits) {
      const entry = await editEntry(tx, edit);
      if (!entry) continue;
      const [id] = await audit.record(entry);
      await tx.execute(
        sql`update audit_entries set at = now() - make_interval(hours => ${edit.hoursAgo}) where id = ${id!}`,
      );
      written += 1;
    }

    // Two records in the trash, deleted yesterday: a retired four-week program and an old recipe card.
    const [retired] = await tx
      .insert(trainingPrograms)
      .values({
        name: 'Summer Shred (retired)',
        programType: 'hypertrophy',
        difficultyLevel: 'intermediate',
        durationWeeks: 4,
        trainingDaysPerWeek: 3,
        workoutDuration: '45 - 60 mins',
        description: 'Last summer’s block, replaced by the current hypertrophy programs.',
        isAdmin: true,
        createdBy: admin.id,
      })
      .returning({ id: trainingPrograms.id });
    const [oldCard] = await tx
      .insert(recipes)
      .values({ name: 'Banana Oat Pancakes (old card)', calories: 420, protein: 18, carbs: 62, fat: 11 })
      .returning({ id: recipes.id });
    await createWeeks(tx, retired!.id, 1, 4, 3);
    const context = { recordTypes: appRecordTypes, audit };
    await moveToTrash(tx, context, 'program', [retired!.id]);
    await moveToTrash(tx, context, 'recipe', [oldCard!.id]);
    const trashed = [retired!.id, oldCard!.id];
    const yesterday = sql`now() - make_interval(hours => 22)`;
    await tx.execute(
      sql`update ${trainingProgramsWithTrash} set deleted_at = ${yesterday} where id = ${retired!.id}`,
    );
    await tx.execute(sql`update ${recipesWithTrash} set deleted_at = ${yesterday} where id = ${oldCard!.id}`);
    await tx.execute(sql`update trash_entries set deleted_at = ${yesterday} where record_id = any(${bigintArray(trashed)})
      and record_type in ('program', 'recipe')`);
    await tx.execute(
      sql`update audit_entries set at = ${yesterday} where request_id = 'demo-seed' and action = 'delete'`,
    );
    return written + trashed.length;
  });
};
