import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import { exercises, posts, recipes, trainingPrograms, users } from '../../src/db/schema/index.js';

const program = (name: string, extra: Partial<typeof trainingPrograms.$inferInsert> = {}) => ({
  name,
  programType: 'strength' as const,
  difficultyLevel: 'beginner' as const,
  durationWeeks: 4,
  trainingDaysPerWeek: 3,
  ...extra,
});

/** Records of every kind around 'kettlebell', with trashed and deleted twins the search must not show. */
export const seedSearchRecords = async (db: Database) => {
  const [zora, owner, deletedZora, anna] = await db
    .insert(users)
    .values([
      { email: 'zora.quill@example.test', firstName: 'Zora', lastName: 'Quill' },
      { email: 'ann.owner@example.test', firstName: 'Ann', lastName: 'Owner' },
      {
        email: 'zora.quillen@example.test',
        firstName: 'Zora',
        lastName: 'Quillen',
        deletedAt: new Date(),
      },
      { email: 'anna.zora.qx@example.test', firstName: 'Anna', lastName: 'Other' },
    ])
    .returning();
  const [jane, gone, teamCoach] = await db
    .insert(users)
    .values([
      { email: 'Jane@FitMail.test', firstName: 'Jane', lastName: 'Roe' },
      { email: 'gone@fitmail.test', firstName: 'Gone', lastName: 'Away', deletedAt: new Date() },
      { email: 'kim@teamhq.test', firstName: 'Kim', lastName: 'Lee', role: 'admin', teamRole: 'coach' },
    ])
    .returning();
  const inserted = await db
    .insert(trainingPrograms)
    .values([
      program('Ketlebel Flow'),
      program('Superkettlebell Blast'),
      program('Kettlebell Basics', { programType: 'hypertrophy', durationWeeks: 1 }),
      program('Kettlebell'),
      program('Kettlebell Trashed'),
      program('Plan 50% Off'),
      program('Plan 500 Off'),
      program('Kettlebell Basics · Ann Owner', { ownerUserId: owner!.id }),
    ])
    .returning({ id: trainingPrograms.id, name: trainingPrograms.name });
  const programIds = Object.fromEntries(inserted.map((row) => [row.name, row.id]));
  const [swing, snatch] = await db
    .insert(exercises)
    .values([
      { name: 'Kettlebell Swing', targetMuscleGroup: 'glutes' },
      { name: 'Kettlebell Snatch', targetMuscleGroup: 'full-body' },
      { name: 'Row a_b grip' },
      { name: 'Row axb grip' },
    ])
    .returning();
  const [oats, trashedRecipe] = await db
    .insert(recipes)
    .values([
      { name: 'Kettlebell Protein Oats', calories: 420 },
      { name: 'Kettlebell Trashed Pie', calories: 300 },
      { id: 4242, name: 'Numbered Stew' },
      { name: 'Bars 4242' },
    ])
    .returning();
  const [post, trashedPost] = await db
    .insert(posts)
    .values([
      { authorId: zora!.id, type: 'support', content: 'Kettlebell session today, any tips?' },
      { authorId: zora!.id, type: 'general', content: 'Kettlebell post that was trashed' },
    ])
    .returning();
  await db.execute(sql`update training_programs_with_trash set deleted_at = now()
                       where id = ${programIds['Kettlebell Trashed']!}`);
  await db.execute(sql`update exercises_with_trash set deleted_at = now() where id = ${snatch!.id}`);
  await db.execute(sql`update recipes_with_trash set deleted_at = now() where id = ${trashedRecipe!.id}`);
  await db.execute(sql`update posts_with_trash set deleted_at = now() where id = ${trashedPost!.id}`);
  return {
    programIds,
    zora: zora!,
    ann: owner!,
    anna: anna!,
    deletedZora: deletedZora!,
    jane: jane!,
    gone: gone!,
    teamCoach: teamCoach!,
    swing: swing!,
    snatch: snatch!,
    oats: oats!,
    trashedRecipe: trashedRecipe!,
    post: post!,
    trashedPost: trashedPost!,
  };
};
