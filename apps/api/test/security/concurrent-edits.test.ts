import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  communityMessages,
  exerciseApiMessages,
  exerciseMessages,
  programApiMessages,
  programMessages,
  recipeApiMessages,
  recipeMessages,
  staleUpdateMessages,
  userApiMessages,
  userMessages,
} from '@coachboard/contract';
import { hashPassword } from '../../src/modules/auth/passwords.js';
import { users } from '../../src/db/schema/index.js';
import { adminAuthHeader, bearer, loginAs } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { addToDay, createExerciseViaApi, dayId, weeksOf } from '../exercises/exercise-helpers.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';
import { createRecipeViaApi, validRecipe } from '../recipes/recipe-helpers.js';
import { createUserViaApi } from '../users/users-helpers.js';
import { call, createPostViaApi } from '../community/community-helpers.js';

/** Labels the user form accepts too (letters and spaces only). */
const letters = 'ABCDEFGHIJ';

interface Versioned {
  id: number;
  updated_at: string;
}

/** One editable record kind: how to create one, where it lives, an edit body and the field it shows. */
interface EditableKind {
  name: string;
  path: string;
  create: (auth: AuthHeader) => Promise<Versioned>;
  edit: (label: string) => Record<string, unknown>;
  shown: (record: Record<string, unknown>) => unknown;
  staleMessage: string;
  notFoundMessage: string;
}

describe('concurrent edits', () => {
  let ctx: TestApp;
  let adminA: AuthHeader;
  let adminB: AuthHeader;

  beforeAll(async () => {
    ctx = await createTestApp();
    adminA = await adminAuthHeader(ctx.app, ctx.db);
    adminB = await adminAuthHeader(ctx.app, ctx.db);
  });
  afterAll(async () => ctx.close());

  const kinds: EditableKind[] = [
    {
      name: 'program',
      path: '/api/training-programs',
      create: (auth) => createProgramViaApi(ctx.app, auth),
      edit: (label) => ({
        name: label,
        program_type: 'strength',
        difficulty_level: 'beginner',
        workout_duration: '45 mins',
        description: 'A description',
      }),
      shown: (record) => record.name,
      staleMessage: programApiMessages.staleUpdate,
      notFoundMessage: programMessages.notFound,
    },
    {
      name: 'exercise',
      path: '/api/exercises',
      create: (auth) => createExerciseViaApi(ctx.app, auth),
      edit: (label) => ({ name: label }),
      shown: (record) => record.name,
      staleMessage: exerciseApiMessages.staleUpdate,
      notFoundMessage: exerciseMessages.notFound,
    },
    {
      name: 'recipe',
      path: '/api/recipes',
      create: (auth) => createRecipeViaApi(ctx.app, auth),
      edit: (label) => ({ ...validRecipe(), name: label }),
      shown: (record) => record.name,
      staleMessage: recipeApiMessages.staleUpdate,
      notFoundMessage: recipeMessages.notFound,
    },
    {
      name: 'user',
      path: '/api/users',
      create: (auth) => createUserViaApi(ctx.app, auth),
      edit: (label) => ({ first_name: label }),
      shown: (record) => record.first_name,
      staleMessage: userApiMessages.staleUpdate,
      notFoundMessage: userMessages.notFound,
    },
    {
      name: 'post',
      path: '/api/posts',
      create: (auth) => createPostViaApi(ctx.app, auth),
      edit: (label) => ({ content: label }),
      shown: (record) => record.content,
      staleMessage: communityMessages.postStaleUpdate,
      notFoundMessage: communityMessages.postNotFound,
    },
  ];

  describe.each(kinds)('$name', (kind) => {
    const load = async (id: number) => {
      const answer = await call(ctx.app, adminA, 'GET', `${kind.path}/${id}`);
      expect(answer.status).toBe(200);
      return answer.body.data as Versioned & Record<string, unknown>;
    };
    const save = (auth: AuthHeader, id: number, label: string, expected?: string) =>
      call(ctx.app, auth, 'PUT', `${kind.path}/${id}`, {
        ...kind.edit(label),
        ...(expected === undefined ? {} : { expected_updated_at: expected }),
      });

    it('refuses the later save of a stale copy with 409 and leaves the row as the first save wrote it', async () => {
      const created = await kind.create(adminA);
      const openedByA = await load(created.id);
      const openedByB = await load(created.id);

      const first = await save(adminA, created.id, 'Saved by A', openedByA.updated_at);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.data.updated_at).not.toBe(openedByA.updated_at);
      const afterA = await load(created.id);

      const stale = await save(adminB, created.id, 'Saved by B', openedByB.updated_at);
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ success: false, message: kind.staleMessage });
      const afterB = await load(created.id);
      expect(kind.shown(afterB)).toBe('Saved by A');
      expect(afterB).toEqual(afterA);
    });

    it('accepts a save of the latest version and answers a newer updated_at', async () => {
      const created = await kind.create(adminA);
      await save(adminA, created.id, 'Saved by A');
      const reloaded = await load(created.id);
      const fresh = await save(adminB, created.id, 'Saved by B after reload', reloaded.updated_at);
      expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
      expect(Date.parse(fresh.body.data.updated_at)).toBeGreaterThan(Date.parse(reloaded.updated_at));
      expect(kind.shown(await load(created.id))).toBe('Saved by B after reload');
    });

    it('applies a save without a precondition as before, even over a newer version', async () => {
      const created = await kind.create(adminA);
      await save(adminA, created.id, 'Saved by A', created.updated_at);
      const blind = await save(adminB, created.id, 'Saved blindly by B');
      expect(blind.status, JSON.stringify(blind.body)).toBe(200);
      expect(kind.shown(await load(created.id))).toBe('Saved blindly by B');
    });

    it('moves updated_at on every save, even back to back', async () => {
      const created = await kind.create(adminA);
      const versions = [created.updated_at];
      for (let i = 0; i < 5; i += 1) {
        const answer = await save(adminA, created.id, `Save ${letters[i]}`, versions.at(-1));
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        versions.push(answer.body.data.updated_at);
      }
      const times = versions.map((version) => Date.parse(version));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(times).size).toBe(times.length);
    });

    it('lets exactly one of ten simultaneous saves of the same version through', async () => {
      const created = await kind.create(adminA);
      const opened = await load(created.id);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          save(i % 2 ? adminA : adminB, created.id, `Racer ${letters[i]}`, opened.updated_at),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
      const winner = answers.findIndex((answer) => answer.status === 200);
      expect(kind.shown(await load(created.id))).toBe(`Racer ${letters[winner]}`);
    });

    it('answers 404 (not 409) for a missing record and 422 for a malformed version', async () => {
      const missing = await save(adminA, 999999, 'Nobody', new Date().toISOString());
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(kind.notFoundMessage);
      const created = await kind.create(adminA);
      const malformed = await save(adminA, created.id, 'Bad version', 'last tuesday');
      expect(malformed.status).toBe(422);
      expect(malformed.body.errors?.expected_updated_at).toEqual([
        staleUpdateMessages.expectedUpdatedAtInvalid,
      ]);
      expect(kind.shown(await load(created.id))).not.toBe('Bad version');
    });
  });

  describe('reordering one training day from many places at once', () => {
    it('ends with positions 1..n in exactly one of the orders sent', async () => {
      const program = await createProgramViaApi(ctx.app, adminA, { duration_weeks: 1 });
      const day = dayId(await weeksOf(ctx.app, adminA, program.id), 1, 1);
      const logIds: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const exercise = await createExerciseViaApi(ctx.app, adminA, { name: `Reorder ${i}` });
        logIds.push((await addToDay(ctx.app, adminA, { exercise_id: exercise.id, training_day_id: day })).id);
      }
      // Twenty different orders: rotations and their reverses (6 + 6), then eight fixed shuffles.
      const rotations = logIds.map((_, shift) => [...logIds.slice(shift), ...logIds.slice(0, shift)]);
      const shuffles = [
        [2, 0, 5, 1, 4, 3],
        [4, 2, 0, 3, 1, 5],
        [1, 3, 5, 0, 2, 4],
        [5, 3, 1, 4, 0, 2],
        [3, 5, 2, 0, 4, 1],
        [0, 4, 1, 5, 3, 2],
        [2, 5, 0, 4, 1, 3],
        [4, 1, 3, 0, 5, 2],
      ].map((indexes) => indexes.map((index) => logIds[index]!));
      const orders = [...rotations, ...rotations.map((order) => [...order].reverse()), ...shuffles];
      expect(new Set(orders.map((order) => order.join())).size).toBe(20);

      const answers = await Promise.all(
        orders.map((order) =>
          call(ctx.app, adminA, 'POST', '/api/user-exercise-activity-logs/update-positions', {
            training_day_id: day,
            positions: Object.fromEntries(order.map((id, index) => [id, index + 1])),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array<number>(20).fill(200));

      const rows = await ctx.db.execute<{ id: string; position: number }>(
        sql`select id, position from user_exercise_activity_logs where training_day_id = ${day} order by position, id`,
      );
      expect(rows.rows.map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6]);
      const finalOrder = rows.rows.map((row) => Number(row.id)).join();
      expect(orders.filter((order) => order.join() === finalOrder)).toHaveLength(1);
    });
  });

  describe('likes and unlikes racing on one post', () => {
    const likeRows = async (postId: number) => {
      const result = await ctx.db.execute<{ n: string }>(
        sql`select count(*) as n from post_likes where post_id = ${postId}`,
      );
      return Number(result.rows[0]?.n);
    };
    const likesCount = async (postId: number) =>
      (await call(ctx.app, adminA, 'GET', `/api/posts/${postId}`)).body.data.likes_count as number;

    it('keeps likes_count equal to the like rows under 50 mixed calls from different users and one user', async () => {
      const post = await createPostViaApi(ctx.app, adminA);
      const password = 'Aa1@racing-likes';
      const passwordHash = await hashPassword(password);
      const racers = await ctx.db
        .insert(users)
        .values(
          Array.from({ length: 25 }, (_, i) => ({
            email: `like-racer${i}@example.test`,
            role: 'admin' as const,
            passwordHash,
          })),
        )
        .returning({ email: users.email });
      const headers = await Promise.all(
        racers.map(async ({ email }, i) =>
          bearer((await loginAs(ctx.app, email, password, { remoteAddress: `10.0.2.${i + 1}` })).token),
        ),
      );
      const url = `/api/posts/${post.id}/like`;
      // Every racer likes; the first ten also unlike at the same moment; one admin toggles 15 times.
      const calls = [
        ...headers.map((auth) => call(ctx.app, auth, 'POST', url)),
        ...headers.slice(0, 10).map((auth) => call(ctx.app, auth, 'DELETE', url)),
        ...Array.from({ length: 15 }, (_, i) => call(ctx.app, adminB, i % 2 ? 'DELETE' : 'POST', url)),
      ];
      expect(calls).toHaveLength(50);
      const answers = await Promise.all(calls);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);

      const rows = await likeRows(post.id);
      expect(rows).toBeGreaterThanOrEqual(15);
      expect(rows).toBeLessThanOrEqual(26);
      expect(await likesCount(post.id)).toBe(rows);
    });
  });
});
