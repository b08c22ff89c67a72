import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exercises,
  posts,
  recipes,
  recipesWithTrash,
  trainingDays,
  trainingPrograms,
  trainingWeeks,
  userExerciseActivityLogs,
} from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createUser } from '../helpers/factories.js';

/** Each trashable root: its view keeps the old name, its rows live in `<name>_with_trash` (migration 0019). */
const TRASHABLE = [
  'training_programs',
  'exercises',
  'recipes',
  'posts',
  'post_comments',
  'nutrition_templates',
  'user_nutrition_targets',
  'meal_plans',
  'check_ins',
] as const;

/** The list and search indexes, rebuilt partial over live rows under their old names. */
const PARTIAL_INDEXES = {
  training_programs_with_trash: [
    'training_programs_created_at_id_idx',
    'training_programs_type_difficulty_created_at_id_idx',
    'training_programs_difficulty_created_at_id_idx',
    'training_programs_name_search_trgm_idx',
  ],
  exercises_with_trash: [
    'exercises_created_at_id_idx',
    'exercises_target_created_at_id_idx',
    'exercises_at_home_created_at_id_idx',
    'exercises_gym_created_at_id_idx',
    'exercises_name_search_id_idx',
    'exercises_search_text_trgm_idx',
  ],
  recipes_with_trash: [
    'recipes_created_at_id_idx',
    'recipes_search_text_trgm_idx',
    'recipes_search_grams_idx',
  ],
  posts_with_trash: ['posts_created_at_id_idx', 'posts_type_created_at_id_idx'],
  post_comments_with_trash: ['post_comments_post_created_at_id_idx'],
  meal_plans_with_trash: ['meal_plans_created_at_id_idx', 'meal_plans_name_search_trgm_idx'],
  nutrition_templates_with_trash: [
    'nutrition_templates_created_at_id_idx',
    'nutrition_templates_search_text_trgm_idx',
  ],
  user_nutrition_targets_with_trash: ['user_nutrition_targets_user_live_unique'],
  check_ins_with_trash: ['check_ins_user_date_idx', 'check_ins_to_review_idx'],
} as const;

describe('trash views (migration 0019)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  const columnsOf = async (relation: string) => {
    const result = await ctx.db.execute<{ attname: string }>(sql`
      select attname from pg_attribute
      where attrelid = ${relation}::regclass and attnum > 0 and not attisdropped order by attnum`);
    return result.rows.map((row) => row.attname);
  };
  const relkindOf = async (relation: string) => {
    const result = await ctx.db.execute<{ relkind: string }>(
      sql`select relkind from pg_class where oid = ${relation}::regclass`,
    );
    return result.rows[0]?.relkind;
  };

  it.each(TRASHABLE)('%s is a view of every column of its table but deleted_at', async (name) => {
    expect(await relkindOf(name)).toBe('v');
    expect(await relkindOf(`${name}_with_trash`)).toBe('r');
    const table = await columnsOf(`${name}_with_trash`);
    expect(table).toContain('deleted_at');
    expect((await columnsOf(name)).sort()).toEqual(table.filter((c) => c !== 'deleted_at').sort());
  });

  it('user_exercise_activity_logs is a view of every column of its table', async () => {
    expect(await relkindOf('user_exercise_activity_logs')).toBe('v');
    expect((await columnsOf('user_exercise_activity_logs')).sort()).toEqual(
      (await columnsOf('user_exercise_activity_logs_with_trash')).sort(),
    );
  });

  it('has a view for every *_with_trash table, and each view is auto-updatable', async () => {
    const tables = await ctx.db.execute<{ table_name: string }>(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_name like '%\\_with\\_trash' order by 1`);
    const names = tables.rows.map((row) => row.table_name.replace(/_with_trash$/, ''));
    expect(names.sort()).toEqual([...TRASHABLE, 'user_exercise_activity_logs'].sort());
    const views = await ctx.db.execute<{
      table_name: string;
      is_updatable: string;
      is_insertable_into: string;
    }>(
      sql`select table_name, is_updatable, is_insertable_into from information_schema.views
          where table_schema = 'public' and table_name = any(${`{${names.join(',')}}`}::text[])`,
    );
    expect(views.rows).toHaveLength(names.length);
    for (const view of views.rows) {
      expect(view, view.table_name).toMatchObject({ is_updatable: 'YES', is_insertable_into: 'YES' });
    }
  });

  it('rebuilt the list and search indexes partial, over live rows', async () => {
    for (const [table, names] of Object.entries(PARTIAL_INDEXES)) {
      const result = await ctx.db.execute<{ indexname: string; indexdef: string }>(
        sql`select indexname, indexdef from pg_indexes where tablename = ${table}`,
      );
      const byName = Object.fromEntries(result.rows.map((row) => [row.indexname, row.indexdef]));
      for (const name of names) {
        expect(byName[name], name).toContain('(deleted_at IS NULL)');
      }
    }
    const gin = await ctx.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where indexname in
        ('training_programs_name_search_trgm_idx', 'exercises_search_text_trgm_idx', 'recipes_search_text_trgm_idx')`,
    );
    for (const row of gin.rows) expect(row.indexdef).toContain('fastupdate=off');
  });

  it('writes through the views: identity and defaults, RETURNING, UPDATE, DELETE, FOR UPDATE', async () => {
    const inserted = await ctx.db
      .insert(recipes)
      .values([{ name: 'View Soup' }, { name: 'View Stew', calories: 120 }])
      .returning();
    expect(inserted).toHaveLength(2);
    const [soup, stew] = inserted;
    expect(soup!.id).toBeGreaterThan(0);
    expect(stew!.id).toBe(soup!.id + 1);
    expect(soup!.ingredients).toEqual([]);
    expect(soup!.searchText).toBe('view soup\n');
    expect(soup!.createdAt).toBeInstanceOf(Date);

    const [updated] = await ctx.db
      .update(recipes)
      .set({ description: 'Hot' })
      .where(eq(recipes.id, soup!.id))
      .returning({ id: recipes.id, searchText: recipes.searchText });
    expect(updated).toEqual({ id: soup!.id, searchText: 'view soup\nhot' });

    const locked = await ctx.db.transaction((tx) =>
      tx.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, stew!.id)).for('update'),
    );
    expect(locked).toEqual([{ id: stew!.id }]);

    // Trashed: invisible to reads, updates, deletes and locks through the view.
    await ctx.db
      .update(recipesWithTrash)
      .set({ deletedAt: new Date() })
      .where(eq(recipesWithTrash.id, stew!.id));
    expect(await ctx.db.select().from(recipes).where(eq(recipes.id, stew!.id))).toEqual([]);
    expect(
      await ctx.db.update(recipes).set({ name: 'x' }).where(eq(recipes.id, stew!.id)).returning(),
    ).toEqual([]);
    expect(await ctx.db.delete(recipes).where(eq(recipes.id, stew!.id)).returning()).toEqual([]);
    const stillThere = await ctx.db
      .select({ name: recipesWithTrash.name })
      .from(recipesWithTrash)
      .where(eq(recipesWithTrash.id, stew!.id));
    expect(stillThere).toEqual([{ name: 'View Stew' }]);

    const deleted = await ctx.db
      .delete(recipes)
      .where(eq(recipes.id, soup!.id))
      .returning({ id: recipes.id });
    expect(deleted).toEqual([{ id: soup!.id }]);
  });

  it('ON CONFLICT through the places view; places of a trashed exercise or program are hidden', async () => {
    const [program] = await ctx.db
      .insert(trainingPrograms)
      .values({ name: 'View Plan', programType: 'strength', difficultyLevel: 'beginner', durationWeeks: 1 })
      .returning();
    const [week] = await ctx.db
      .insert(trainingWeeks)
      .values({ trainingProgramId: program!.id, sequenceNumber: 1 })
      .returning();
    const [day] = await ctx.db
      .insert(trainingDays)
      .values({ trainingWeekId: week!.id, dayOfTheWeek: 1 })
      .returning();
    const [exercise] = await ctx.db.insert(exercises).values({ name: 'View Squat' }).returning();
    const place = { trainingDayId: day!.id, exerciseId: exercise!.id, position: 1 };
    const [first] = await ctx.db.insert(userExerciseActivityLogs).values(place).returning();
    expect(first!.setsData).toHaveProperty('set_1');
    const again = await ctx.db
      .insert(userExerciseActivityLogs)
      .values(place)
      .onConflictDoNothing({
        target: [userExerciseActivityLogs.trainingDayId, userExerciseActivityLogs.exerciseId],
        // The unique index counts the places not in the trash only (migration 0023).
        where: sql`deleted_at is null`,
      })
      .returning();
    expect(again).toEqual([]);
    const [moved] = await ctx.db
      .insert(userExerciseActivityLogs)
      .values(place)
      .onConflictDoUpdate({
        target: [userExerciseActivityLogs.trainingDayId, userExerciseActivityLogs.exerciseId],
        targetWhere: sql`deleted_at is null`,
        set: { position: 2 },
      })
      .returning();
    expect(moved).toMatchObject({ id: first!.id, position: 2 });

    const visible = () =>
      ctx.db.execute(sql`select id from user_exercise_activity_logs where id = ${first!.id}`);
    await ctx.db.execute(sql`update exercises_with_trash set deleted_at = now() where id = ${exercise!.id}`);
    expect((await visible()).rows).toHaveLength(0);
    await ctx.db.execute(
      sql`update training_programs_with_trash set deleted_at = now() where id = ${program!.id}`,
    );
    await ctx.db.execute(sql`update exercises_with_trash set deleted_at = null where id = ${exercise!.id}`);
    expect((await visible()).rows).toHaveLength(0);
    await ctx.db.execute(
      sql`update training_programs_with_trash set deleted_at = null where id = ${program!.id}`,
    );
    expect((await visible()).rows).toHaveLength(1);

    // A place a builder's replace put in the trash (its own deleted_at) is hidden, and frees its slot.
    await ctx.db.execute(
      sql`update user_exercise_activity_logs_with_trash set deleted_at = now() where id = ${first!.id}`,
    );
    expect((await visible()).rows).toHaveLength(0);
    const [copy] = await ctx.db.insert(userExerciseActivityLogs).values(place).returning();
    expect(copy!.id).not.toBe(first!.id);
  });

  it('keeps the counters over live rows: trashing, restoring and deleting a trashed row', async () => {
    const recipeTotal = async () =>
      Number((await ctx.db.execute<{ total: string }>(sql`select total from recipe_counts`)).rows[0]!.total);
    const programTotal = async () =>
      Number(
        (
          await ctx.db.execute<{ row_count: string }>(
            sql`select row_count from table_row_counts where table_name = 'training_programs'`,
          )
        ).rows[0]!.row_count,
      );
    const postCounts = async () => {
      const types = await ctx.db.execute<{ count: string }>(
        sql`select count from post_type_counts where type = 'support'`,
      );
      const days = await ctx.db.execute<{ count: string }>(
        sql`select coalesce(sum(count), 0) as count from post_day_counts where type = 'support'`,
      );
      return [Number(types.rows[0]!.count), Number(days.rows[0]!.count)];
    };
    const live = async (table: string) =>
      Number(
        (await ctx.db.execute<{ n: string }>(sql`select count(*) as n from ${sql.identifier(table)}`))
          .rows[0]!.n,
      );

    const [a, b] = await ctx.db
      .insert(recipes)
      .values([{ name: 'C1' }, { name: 'C2' }])
      .returning();
    expect(await recipeTotal()).toBe(await live('recipes'));
    await ctx.db.execute(
      sql`update recipes_with_trash set deleted_at = now() where id in (${a!.id}, ${b!.id})`,
    );
    expect(await recipeTotal()).toBe(await live('recipes'));
    await ctx.db.execute(sql`update recipes_with_trash set deleted_at = null where id = ${a!.id}`);
    expect(await recipeTotal()).toBe(await live('recipes'));
    await ctx.db.execute(sql`delete from recipes_with_trash where id = ${b!.id}`);
    expect(await recipeTotal()).toBe(await live('recipes'));

    const [p] = await ctx.db
      .insert(trainingPrograms)
      .values({ name: 'Counted', programType: 'strength', difficultyLevel: 'beginner', durationWeeks: 1 })
      .returning();
    expect(await programTotal()).toBe(await live('training_programs'));
    await ctx.db.execute(sql`update training_programs_with_trash set deleted_at = now() where id = ${p!.id}`);
    expect(await programTotal()).toBe(await live('training_programs'));
    await ctx.db.execute(sql`delete from training_programs_with_trash where id = ${p!.id}`);
    expect(await programTotal()).toBe(await live('training_programs'));

    const { user } = await createUser(ctx.db);
    const [post] = await ctx.db
      .insert(posts)
      .values([
        { authorId: user.id, content: 'one', type: 'support' },
        { authorId: user.id, content: 'two', type: 'support', createdAt: new Date('2024-01-02T10:00:00Z') },
      ])
      .returning();
    expect(await postCounts()).toEqual([2, 2]);
    await ctx.db.execute(sql`update posts_with_trash set deleted_at = now() where type = 'support'`);
    expect(await postCounts()).toEqual([0, 0]);
    // A like on a trashed post's neighbour, a type change while trashed: nothing counted twice.
    await ctx.db.execute(sql`update posts_with_trash set type = 'general' where id = ${post!.id}`);
    expect(await postCounts()).toEqual([0, 0]);
    await ctx.db.execute(sql`update posts_with_trash set type = 'support', deleted_at = null`);
    expect(await postCounts()).toEqual([2, 2]);
    await ctx.db.execute(sql`update posts set likes_count = likes_count + 1`);
    expect(await postCounts()).toEqual([2, 2]);
    await ctx.db.execute(sql`update posts_with_trash set deleted_at = now() where id = ${post!.id}`);
    await ctx.db.execute(sql`delete from posts_with_trash where type = 'support'`);
    expect(await postCounts()).toEqual([0, 0]);
  });

  it('forgets the trash entry of a row removed for good, whatever removed it', async () => {
    const { user } = await createUser(ctx.db);
    const [post] = await ctx.db
      .insert(posts)
      .values({ authorId: user.id, content: 'with a trashed comment', type: 'general' })
      .returning();
    const comment = await ctx.db.execute<{ id: string }>(
      sql`insert into post_comments (post_id, author_id, content) values (${post!.id}, ${user.id}, 'c') returning id`,
    );
    const commentId = Number(comment.rows[0]!.id);
    await ctx.db.execute(sql`update post_comments_with_trash set deleted_at = now() where id = ${commentId}`);
    await ctx.db.execute(sql`
      insert into trash_entries (record_type, record_id, name, batch_id, deleted_at)
      values ('comment', ${commentId}, 'c', gen_random_uuid(), now())`);
    await ctx.db.execute(sql`delete from posts where id = ${post!.id}`); // cascades to the trashed comment
    const left = await ctx.db.execute(
      sql`select 1 from trash_entries where record_type = 'comment' and record_id = ${commentId}`,
    );
    expect(left.rows).toHaveLength(0);
  });
});
