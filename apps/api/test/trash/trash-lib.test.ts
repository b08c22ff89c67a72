import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postCommentsWithTrash,
  posts,
  postsWithTrash,
  recipes,
  recipesWithTrash,
  users,
} from '../../src/db/schema/index.js';
import { DomainError } from '../../src/lib/errors.js';
import { recordType, recordTypeRegistry, type TrashDeclaration } from '../../src/lib/records/index.js';
import { purgeFromTrash } from '../../src/lib/trash-purge.js';
import { restoreFromTrash, restoreTrashBatch } from '../../src/lib/trash-restore.js';
import { moveToTrash } from '../../src/lib/trash.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { auditRows, entryRows, inTrashTransaction, liveCount } from './trash-helpers.js';

/**
 * lib/trash.ts on test-only declarations (the modules' own are tested with their modules): hooks and their ids,
 * clashes refused with nothing changed, counters over live rows, a failing row taking its whole batch back.
 */
describe('lib/trash.ts', () => {
  let ctx: TestApp;
  const calls: Array<[string, number[]]> = [];
  let clash: string | null = null;

  const recipeTrash: TrashDeclaration = {
    table: recipesWithTrash,
    name: sql`${recipesWithTrash.name}`,
    deletedWith: 'recipes.delete',
    goesWith: async (_tx, ids) => new Map(ids.map((id) => [id, { ingredients: 2 }])),
    afterTrash: async (_tx, ids) => void calls.push(['afterTrash', ids]),
    restoreClash: async (_tx, ids) => {
      calls.push(['restoreClash', ids]);
      return clash;
    },
    afterRestore: async (_tx, ids) => void calls.push(['afterRestore', ids]),
    beforePurge: async (_tx, ids) => void calls.push(['beforePurge', ids]),
  };
  const declarations = recordTypeRegistry([
    recordType({ type: 'recipe', read: async () => null, trash: recipeTrash }),
    recordType({
      type: 'post',
      read: async () => null,
      trash: {
        table: postsWithTrash,
        name: sql`left(${postsWithTrash.content}, 80)`,
        deletedWith: 'community.deletePost',
      },
    }),
    recordType({
      type: 'comment',
      read: async () => null,
      trash: {
        table: postCommentsWithTrash,
        name: sql`left(${postCommentsWithTrash.content}, 80)`,
        deletedWith: 'community.deleteComment',
        parent: {
          type: 'post',
          of: async (tx, ids) => {
            const rows = await tx
              .select({ id: postCommentsWithTrash.id, postId: postCommentsWithTrash.postId })
              .from(postCommentsWithTrash)
              .where(inArray(postCommentsWithTrash.id, ids));
            return new Map(rows.map((row) => [row.id, row.postId]));
          },
        },
      },
    }),
    recordType({
      type: 'user',
      read: async () => null,
      trash: { table: users, name: sql`${users.email}`, deletedWith: 'users.delete' },
    }),
  ]);
  const run = <T>(work: Parameters<typeof inTrashTransaction<T>>[1]) =>
    inTrashTransaction(ctx, work, { recordTypes: declarations });
  const recipeTotal = async () =>
    Number((await ctx.db.execute<{ total: string }>(sql`select total from recipe_counts`)).rows[0]!.total);
  const newRecipes = async (...names: string[]) =>
    (
      await ctx.db
        .insert(recipes)
        .values(names.map((name) => ({ name })))
        .returning()
    ).map((row) => row.id);

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('moves, restores and purges with the hooks, one entry and one audit entry per record', async () => {
    const [a, b] = await newRecipes('Lib A', 'Lib B');
    calls.length = 0;
    const move = await run((tx, context) => moveToTrash(tx, context, 'recipe', [a!, b!, a!, 424242]));
    expect(move.moved).toEqual([a, b]);
    expect(calls).toEqual([['afterTrash', [a, b]]]);
    expect(await recipeTotal()).toBe(await liveCount(ctx, 'recipes'));
    const entries = await entryRows(ctx, 'recipe');
    expect(entries.map((row) => row.record_id)).toEqual([a, b]);
    expect(new Set(entries.map((row) => row.batch_id))).toEqual(new Set([move.batchId]));
    const goesWith = await ctx.db.execute<{ goes_with: unknown }>(
      sql`select goes_with from trash_entries where record_id = ${a!} and record_type = 'recipe'`,
    );
    expect(goesWith.rows[0]!.goes_with).toEqual({ ingredients: 2 });
    const deletes = await auditRows(ctx, 'delete', 'recipe');
    expect(deletes.map((row) => [row.record_id, row.record_name, row.batch_id])).toEqual([
      [a, 'Lib A', move.batchId],
      [b, 'Lib B', move.batchId],
    ]);

    // Already in the trash: nothing moved, nothing written.
    expect((await run((tx, context) => moveToTrash(tx, context, 'recipe', [a!]))).moved).toEqual([]);
    expect(await auditRows(ctx, 'delete', 'recipe')).toHaveLength(2);

    calls.length = 0;
    expect(await run((tx, context) => restoreFromTrash(tx, context, 'recipe', [a!, 777]))).toEqual([a]);
    expect(calls).toEqual([
      ['restoreClash', [a]],
      ['afterRestore', [a]],
    ]);
    expect(await liveCount(ctx, 'recipes')).toBeGreaterThanOrEqual(1);
    expect(await recipeTotal()).toBe(await liveCount(ctx, 'recipes'));
    expect((await entryRows(ctx, 'recipe')).map((row) => row.record_id)).toEqual([b]);

    calls.length = 0;
    // a is live again: only b is purged.
    expect(await run((tx, context) => purgeFromTrash(tx, context, 'recipe', [a!, b!]))).toEqual([b]);
    expect(calls).toEqual([['beforePurge', [b]]]);
    expect(await entryRows(ctx, 'recipe')).toEqual([]);
    expect(await recipeTotal()).toBe(await liveCount(ctx, 'recipes'));
    const purges = await auditRows(ctx, 'purge', 'recipe');
    expect(purges.map((row) => [row.record_id, row.record_name])).toEqual([[b, 'Lib B']]);
    const kept = await ctx.db.execute(sql`select 1 from recipes where id = ${a!}`);
    expect(kept.rows).toHaveLength(1);
  });

  it("refuses a restore the type's clash check names: 409 with its message, nothing changed", async () => {
    const [id] = await newRecipes('Clashing');
    await run((tx, context) => moveToTrash(tx, context, 'recipe', [id!]));
    clash = "'Clashing' clashes with something";
    try {
      const failure = await run((tx, context) => restoreFromTrash(tx, context, 'recipe', [id!])).catch(
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(DomainError);
      expect(failure).toMatchObject({ code: 'conflict', message: "'Clashing' clashes with something" });
    } finally {
      clash = null;
    }
    expect((await ctx.db.execute(sql`select 1 from recipes where id = ${id!}`)).rows).toHaveLength(0);
    expect((await entryRows(ctx, 'recipe')).map((row) => row.record_id)).toContain(id);
    await run((tx, context) => purgeFromTrash(tx, context, 'recipe', [id!]));
  });

  it('turns a unique violation on restore into a 409 (a user whose e-mail was taken meanwhile)', async () => {
    const { user } = await createUser(ctx.db, { email: 'taken-later@example.test' });
    await run((tx, context) => moveToTrash(tx, context, 'user', [user.id]));
    await createUser(ctx.db, { email: 'Taken-Later@example.test' });
    const failure = await run((tx, context) => restoreFromTrash(tx, context, 'user', [user.id])).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 'conflict' });
    expect((failure as Error).message).toContain('taken-later@example.test');
    const row = await ctx.db.execute<{ deleted_at: Date | null }>(
      sql`select deleted_at from users where id = ${user.id}`,
    );
    expect(row.rows[0]!.deleted_at).not.toBeNull();
    expect((await entryRows(ctx, 'user')).map((entry) => entry.record_id)).toContain(user.id);
  });

  it('keeps post counters over live rows; a comment names its post; a batch of two types comes back at once', async () => {
    const { user } = await createUser(ctx.db);
    const [post] = await ctx.db
      .insert(posts)
      .values({ authorId: user.id, content: 'A challenge post with a long text', type: 'challenge' })
      .returning();
    const comment = await ctx.db.execute<{ id: string }>(
      sql`insert into post_comments (post_id, author_id, content) values (${post!.id}, ${user.id}, 'Nice') returning id`,
    );
    const commentId = Number(comment.rows[0]!.id);
    const challengeCount = async () =>
      Number(
        (
          await ctx.db.execute<{ count: string }>(
            sql`select count from post_type_counts where type = 'challenge'`,
          )
        ).rows[0]!.count,
      );
    expect(await challengeCount()).toBe(1);

    const batchId = await run(async (tx, context) => {
      const { batchId: batch } = await moveToTrash(tx, context, 'comment', [commentId]);
      await moveToTrash(tx, context, 'post', [post!.id], batch);
      return batch;
    });
    expect(await challengeCount()).toBe(0);
    const parent = await ctx.db.execute<{ parent_id: string }>(
      sql`select parent_id from trash_entries where record_type = 'comment' and record_id = ${commentId}`,
    );
    expect(Number(parent.rows[0]!.parent_id)).toBe(post!.id);

    expect(await run((tx, context) => restoreTrashBatch(tx, context, batchId))).toBe(2);
    expect(await challengeCount()).toBe(1);
    expect(
      (await ctx.db.execute(sql`select 1 from post_comments where id = ${commentId}`)).rows,
    ).toHaveLength(1);
    expect(await entryRows(ctx, 'comment')).toEqual([]);
  });

  it('rolls a whole move back when one row fails: no row marked, no entry, no audit entry', async () => {
    const ids = await newRecipes('Tx 1', 'Tx 2 boom', 'Tx 3');
    await ctx.db.execute(sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.deleted_at is not null and new.name like '%boom%' then raise exception 'boom'; end if;
        return new;
      end $$`);
    await ctx.db.execute(sql`
      create trigger refuse_boom before update on recipes_with_trash for each row execute function refuse_boom()`);
    const entriesBefore = (await entryRows(ctx, 'recipe')).length;
    const auditBefore = (await auditRows(ctx, 'delete', 'recipe')).length;
    const totalBefore = await recipeTotal();
    try {
      await expect(run((tx, context) => moveToTrash(tx, context, 'recipe', ids))).rejects.toThrow();
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_boom on recipes_with_trash`);
      await ctx.db.execute(sql`drop function refuse_boom()`);
    }
    const live = await ctx.db.execute(
      sql`select id from recipes where id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    expect(live.rows).toHaveLength(3);
    expect((await entryRows(ctx, 'recipe')).length).toBe(entriesBefore);
    expect((await auditRows(ctx, 'delete', 'recipe')).length).toBe(auditBefore);
    expect(await recipeTotal()).toBe(totalBefore);
  });
});
