import type { Database } from '../db/client.js';
import { exerciseMuscleGroups, exercises, muscleGroups } from '../db/schema/index.js';
import { refreshSearchText } from '../modules/exercises/public.js';
import { demoExercises } from './demo-exercises-data.js';
import { claimSeed, isSeeded } from './seed-once.js';

const SEED_KEY = 'demo-exercises';
const MINUTE_MS = 60_000;

/**
 * Loads the demo exercise library (about ninety real exercises with their muscle groups) once: the
 * seed-state row is claimed in the same transaction, so a later or concurrent start inserts nothing.
 * Returns how many exercises were inserted.
 */
export const seedDemoExercises = async (db: Database): Promise<number> => {
  if (await isSeeded(db, SEED_KEY)) return 0;
  return db.transaction(async (tx) => {
    if (!(await claimSeed(tx, SEED_KEY, { count: demoExercises.length }))) return 0;
    const groups = await tx.select().from(muscleGroups);
    const groupId = new Map(groups.map((group) => [group.name, group.id]));
    const now = Date.now();
    // The list shows newest first: the first exercise of the data file is the newest.
    const inserted = await tx
      .insert(exercises)
      .values(
        demoExercises.map((exercise, index) => {
          const createdAt = new Date(now - (index + 1) * 97 * MINUTE_MS);
          return {
            name: exercise.name,
            description: exercise.description,
            ytLink: null,
            targetMuscleGroup: exercise.target,
            isAtHome: exercise.isAtHome,
            isGymBased: exercise.isGymBased,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      )
      .returning({ id: exercises.id, name: exercises.name });
    const idOf = new Map(inserted.map((row) => [row.name, row.id]));
    const links = demoExercises.flatMap((exercise) => {
      const exerciseId = idOf.get(exercise.name) as number;
      const primary = exercise.primary ? [{ name: exercise.primary, type: 'primary' as const }] : [];
      return [...primary, ...exercise.secondary.map((name) => ({ name, type: 'secondary' as const }))].map(
        (link) => ({ exerciseId, muscleGroupId: groupId.get(link.name) as number, type: link.type }),
      );
    });
    if (links.some((link) => link.muscleGroupId === undefined)) throw new Error('Unknown demo muscle group');
    await tx.insert(exerciseMuscleGroups).values(links);
    await refreshSearchText(
      tx,
      inserted.map((row) => row.id),
    );
    return inserted.length;
  });
};
