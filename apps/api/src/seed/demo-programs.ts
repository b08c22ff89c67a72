import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { files, programUsers, trainingPrograms, users } from '../db/schema/index.js';
import { createWeeks } from '../modules/training-days/public.js';
import type { FileStorage } from '../storage/index.js';
import { firstActiveAdmin } from './ensure-admin.js';
import { storeDemoImage, type StoredImage } from './demo-image-files.js';
import { renderDemoCover } from './demo-program-images.js';
import { demoPrograms, type DemoProgram } from './demo-programs-data.js';
import { claimSeed, isSeeded } from './seed-once.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MAX_DEMO_ASSIGNEES = 60;

const storeCover = async (storage: FileStorage, program: DemoProgram) =>
  storeDemoImage(storage, 'training-programs', program.name, await renderDemoCover(program));

/** Picks `howMany` distinct demo users, a different window for each program. */
const assigneesFor = (userIds: number[], programIndex: number, howMany: number) => {
  if (userIds.length === 0) return [];
  const picked = new Set<number>();
  for (let k = 0; k < Math.min(howMany, userIds.length); k += 1) {
    picked.add(userIds[(programIndex * 7 + k * 3) % userIds.length] as number);
  }
  return [...picked];
};

const SEED_KEY = 'demo-programs';

/**
 * Loads about twenty demo programs (every type and difficulty, 1 to 16 weeks, admin- and user-created),
 * some with generated cover images and some followed by the demo users already in the database. Runs once:
 * the seed-state row is claimed in the same transaction, so a later or concurrent start inserts nothing.
 * Cover images are stored first and removed again if the database part does not happen.
 * Returns how many programs were inserted.
 */
export const seedDemoPrograms = async (
  db: Database,
  storage: FileStorage,
  log?: { info: (message: string) => void },
): Promise<number> => {
  if (await isSeeded(db, SEED_KEY)) return 0;
  const admin = await firstActiveAdmin(db);
  const appUserIds = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'user'), isNull(users.deletedAt)))
      .orderBy(asc(users.id))
      .limit(MAX_DEMO_ASSIGNEES)
  ).map((row) => row.id);

  const covers: (StoredImage | null)[] = [];
  let inserted = 0;
  try {
    for (const program of demoPrograms) covers.push(await storeCover(storage, program));
    const now = Date.now();
    inserted = await db.transaction(async (tx) => {
      if (!(await claimSeed(tx, SEED_KEY, { count: demoPrograms.length }))) return 0;
      for (const [index, program] of demoPrograms.entries()) {
        const createdAt = new Date(now - program.createdDaysAgo * DAY_MS);
        const cover = covers[index] ?? null;
        const [file] = cover
          ? await tx
              .insert(files)
              .values({ ...cover, createdAt })
              .returning()
          : [];
        const [row] = await tx
          .insert(trainingPrograms)
          .values({
            name: program.name,
            programType: program.programType,
            difficultyLevel: program.difficultyLevel,
            durationWeeks: program.durationWeeks,
            trainingDaysPerWeek: program.trainingDaysPerWeek,
            workoutDuration: program.workoutDuration,
            description: program.description,
            image: file?.fullPath ?? null,
            imageFileId: file?.id ?? null,
            isAdmin: program.isAdmin,
            createdBy: program.isAdmin
              ? (admin?.id ?? null)
              : (appUserIds[index % (appUserIds.length || 1)] ?? null),
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: trainingPrograms.id });
        if (!row) throw new Error(`Demo program ${program.name} was not inserted`);
        await createWeeks(tx, row.id, 1, program.durationWeeks, program.trainingDaysPerWeek);
        const assignees = assigneesFor(appUserIds, index, program.assignedUsers);
        if (assignees.length > 0) {
          await tx.insert(programUsers).values(
            assignees.map((userId, position) => ({
              trainingProgramId: row.id,
              userId,
              assignedAt: new Date(createdAt.getTime() + (position + 1) * HOUR_MS),
            })),
          );
        }
      }
      return demoPrograms.length;
    });
  } finally {
    if (inserted === 0) {
      await Promise.all(covers.map((cover) => (cover ? storage.remove(cover.storageName) : undefined)));
    }
  }
  if (inserted > 0) {
    log?.info(`Demo programs: ${inserted} programs (${covers.filter(Boolean).length} with images)`);
  }
  return inserted;
};
