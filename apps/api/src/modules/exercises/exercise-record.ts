import { inArray, sql } from 'drizzle-orm';
import { exerciseMessages, updateExerciseSchema, type MuscleGroupSelection } from '@coachboard/contract';
import { exercisesWithTrash, muscleGroups } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { notFound, validationFailed } from '../../lib/errors.js';
import { recordType, type AuditedRecord } from '../../lib/records/index.js';
import {
  closeUpDaysOfTrashedExercises,
  exerciseContents,
  reopenDaysOfRestoredExercises,
  restDayClash,
} from './exercise-places-repository.js';
import { exerciseFields } from './exercise-rows.js';
import { findExercise, lockExercise } from './exercises-repository.js';
import { muscleGroupsOfExercise } from './muscle-groups-repository.js';
import { updateExercise } from './use-cases/save-exercise.js';

const COLUMN_FIELDS = [
  'name',
  'description',
  'yt_link',
  'target_muscle_group',
  'is_at_home',
  'is_gym_based',
] as const;

/**
 * A live exercise as the audit log sees it: the fields an admin edits under their API names, the muscle groups
 * as names in anatomical order (search_text, name_search and updated_at are noise).
 */
export const exerciseAuditFields = async (db: Queryable, id: number): Promise<AuditedRecord | null> => {
  const row = await findExercise(db, id);
  if (!row) return null;
  const groups = await muscleGroupsOfExercise(db, id);
  return {
    name: row.name,
    fields: {
      ...exerciseFields(row),
      primary_muscle_groups: groups.primary.map((group) => group.name),
      secondary_muscle_groups: groups.secondary.map((group) => group.name),
    },
  };
};

/** The muscle-group selection for names (names no longer in the reference list are left out). */
const selectionOf = async (
  db: Queryable,
  primary: readonly string[],
  secondary: readonly string[],
): Promise<MuscleGroupSelection[]> => {
  const names = [...primary, ...secondary];
  if (names.length === 0) return [];
  const rows = await db
    .select({ id: muscleGroups.id, name: muscleGroups.name })
    .from(muscleGroups)
    .where(inArray(muscleGroups.name, names));
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  const pick = (list: readonly string[], type: MuscleGroupSelection['type']) =>
    list.flatMap((name) => {
      const id = idOf.get(name);
      return id === undefined ? [] : [{ muscle_group_id: id, type }];
    });
  return [...pick(primary, 'primary'), ...pick(secondary, 'secondary')];
};

const names = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Puts fields back through the exercise's own update (its rules and its search text follow). */
const revertExercise = async (db: Queryable, id: number, fields: Record<string, unknown>) => {
  const current = await exerciseAuditFields(db, id);
  if (!current) throw notFound(exerciseMessages.notFound);
  const merged = { ...current.fields, ...fields };
  const columns = Object.fromEntries(
    COLUMN_FIELDS.filter((key) => key in fields).map((key) => [key, merged[key]]),
  );
  const parsed = updateExerciseSchema.safeParse(columns);
  if (!parsed.success) {
    throw validationFailed(parsed.error.issues.map((issue) => issue.message).join(' '));
  }
  const groupsChanged = 'primary_muscle_groups' in fields || 'secondary_muscle_groups' in fields;
  await updateExercise(db, id, {
    ...parsed.data,
    ...(groupsChanged
      ? {
          muscle_groups: await selectionOf(
            db,
            names(merged.primary_muscle_groups),
            names(merged.secondary_muscle_groups),
          ),
        }
      : {}),
  });
};

export const exerciseRecord = recordType({
  type: 'exercise',
  read: exerciseAuditFields,
  lock: async (tx, id) => (await lockExercise(tx, id)) !== null,
  revert: (tx, id, fields) => revertExercise(tx, id, fields),
  trash: {
    table: exercisesWithTrash,
    name: sql`${exercisesWithTrash.name}`,
    deletedWith: 'exercises.delete',
    goesWith: exerciseContents,
    afterTrash: (tx, ids) => closeUpDaysOfTrashedExercises(tx, ids),
    restoreClash: (tx, ids) => restDayClash(tx, ids),
    afterRestore: (tx, ids) => reopenDaysOfRestoredExercises(tx, ids),
  },
});
