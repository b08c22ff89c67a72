import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, Post } from '@coachboard/contract';
import {
  auditEntries,
  postComments,
  posts,
  programUsers,
  trainingDays,
  trainingWeeks,
  users,
} from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createProgramViaApi, insertExercise, type AuthHeader } from '../programs/program-helpers.js';
import { dashboardCounts, expectCardLists, getJson, listedIds } from './dashboard-helpers.js';

const HOUR_MS = 3_600_000;

describe('dashboard content cards: empty training days, unanswered support posts, failed sign-ins', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let adminId: number;
  let appUserId: number;
  let exerciseId: number;
  const emptyDays: number[] = [];
  const unanswered: number[] = [];

  const call = async (method: 'POST' | 'DELETE', url: string, payload?: object) => {
    const response = await ctx.app.inject({ method, url: `/api${url}`, headers: admin, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<{ data: { id: number } }>().data;
  };
  /** A one-week program with `days` training days; its training day ids. */
  const programWithDays = async (days: number, users: number[]) => {
    const program = await createProgramViaApi(ctx.app, admin, {
      duration_weeks: 1,
      training_days_per_week: days,
    });
    for (const userId of users)
      await ctx.db.insert(programUsers).values({ trainingProgramId: program.id, userId });
    const rows = await ctx.db
      .select({ id: trainingDays.id })
      .from(trainingDays)
      .innerJoin(trainingWeeks, eq(trainingWeeks.id, trainingDays.trainingWeekId))
      .where(and(eq(trainingWeeks.trainingProgramId, program.id), eq(trainingDays.isRestDay, false)))
      .orderBy(trainingDays.id);
    expect(rows).toHaveLength(days);
    return { programId: program.id, dayIds: rows.map((row) => row.id) };
  };
  const addExercise = (dayId: number) =>
    call('POST', '/user-exercise-activity-logs/add-new', { exercise_id: exerciseId, training_day_id: dayId });
  const insertPost = async (type: 'support' | 'general', hoursAgo: number) => {
    const at = new Date(Date.now() - hoursAgo * HOUR_MS);
    const [row] = await ctx.db
      .insert(posts)
      .values({ authorId: appUserId, content: `A ${type} post`, type, createdAt: at, updatedAt: at })
      .returning({ id: posts.id });
    return row!.id;
  };
  const commentAs = (postId: number, authorId: number) =>
    ctx.db
      .insert(postComments)
      .values({ postId, authorId, content: 'A reply' })
      .returning({ id: postComments.id });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    adminId = (await ctx.db.execute<{ id: string }>(sql`select id from users where role = 'admin'`)).rows.map(
      (row) => Number(row.id),
    )[0]!;
    appUserId = (await createUser(ctx.db)).user.id;
    const deletedUser = (await createUser(ctx.db, { deletedAt: new Date() })).user.id;
    exerciseId = (await insertExercise(ctx.db)).id;

    // Rest days of a followed program never count; its one training day does.
    emptyDays.push(...(await programWithDays(1, [appUserId])).dayIds);
    await programWithDays(1, []);
    await programWithDays(1, [deletedUser]);
    const inTrash = await programWithDays(1, [appUserId]);
    await call('DELETE', `/training-programs/${inTrash.programId}`);
    const half = await programWithDays(2, [appUserId]);
    await addExercise(half.dayIds[0]!);
    emptyDays.push(half.dayIds[1]!);

    unanswered.push(await insertPost('support', 30));
    const userReplied = await insertPost('support', 20);
    await commentAs(userReplied, appUserId);
    unanswered.push(userReplied);
    const adminReplied = await insertPost('support', 10);
    await commentAs(adminReplied, adminId);
    await insertPost('general', 5);
    const trashedPost = await insertPost('support', 4);
    await call('DELETE', `/posts/${trashedPost}`);
    const replyTrashed = await insertPost('support', 3);
    const [reply] = await commentAs(replyTrashed, adminId);
    await call('DELETE', `/posts/${replyTrashed}/comments/${reply!.id}`);
    unanswered.push(replyTrashed);
  });
  afterAll(() => ctx.close());

  it('empty training days: training days without live exercises in live programs with active users', async () => {
    await expectCardLists(ctx.app, admin, 'empty_training_days', '/training-days/empty', emptyDays);
    const page = await getJson<{ data: Array<{ id: number; users_count: number; week_number: number }> }>(
      ctx.app,
      admin,
      '/training-days/empty',
    );
    expect(page.data[0]).toMatchObject({ id: emptyDays[0], users_count: 1, week_number: 1 });
  });

  it('an empty day moves the count by one; an exercise takes it back, trashing the exercise brings it again', async () => {
    const before = await dashboardCounts(ctx.app, admin);
    const { dayIds } = await programWithDays(1, [appUserId]);
    expect((await dashboardCounts(ctx.app, admin)).empty_training_days).toBe(before.empty_training_days + 1);
    expect((await listedIds(ctx.app, admin, '/training-days/empty')).ids).toContain(dayIds[0]);

    const added = await addExercise(dayIds[0]!);
    expect((await dashboardCounts(ctx.app, admin)).empty_training_days).toBe(before.empty_training_days);
    expect((await listedIds(ctx.app, admin, '/training-days/empty')).ids).not.toContain(dayIds[0]);

    await call('DELETE', `/user-exercise-activity-logs/${added.id}`);
    expect((await dashboardCounts(ctx.app, admin)).empty_training_days).toBe(before.empty_training_days + 1);

    await ctx.db.update(trainingDays).set({ isRestDay: true }).where(eq(trainingDays.id, dayIds[0]!));
    expect((await dashboardCounts(ctx.app, admin)).empty_training_days).toBe(before.empty_training_days);
    await ctx.db.update(trainingDays).set({ isRestDay: false }).where(eq(trainingDays.id, dayIds[0]!));
    expect((await dashboardCounts(ctx.app, admin)).empty_training_days).toBe(before.empty_training_days + 1);
  });

  it('an empty day counts while its program is live and followed: users leave, come back, the program is binned', async () => {
    const emptyIds = async () => (await listedIds(ctx.app, admin, '/training-days/empty')).ids;
    const expectCounted = async (dayId: number, counted: boolean, count: number) => {
      expect((await dashboardCounts(ctx.app, admin)).empty_training_days).toBe(count);
      const ids = await emptyIds();
      expect(ids.includes(dayId)).toBe(counted);
      expect(ids).toHaveLength(count);
    };
    const base = (await dashboardCounts(ctx.app, admin)).empty_training_days;
    const follower = (await createUser(ctx.db)).user.id;
    const other = (await createUser(ctx.db)).user.id;
    const { programId, dayIds } = await programWithDays(1, [follower]);
    const day = dayIds[0]!;
    await expectCounted(day, true, base + 1);

    // Its only follower soft-deleted, then restored; made an admin, then an app user again.
    await ctx.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, follower));
    await expectCounted(day, false, base);
    await ctx.db.update(users).set({ deletedAt: null }).where(eq(users.id, follower));
    await expectCounted(day, true, base + 1);
    await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, follower));
    await expectCounted(day, false, base);
    await ctx.db.update(users).set({ role: 'user' }).where(eq(users.id, follower));
    await expectCounted(day, true, base + 1);

    // A second follower; the first unassigned: still followed. The second deleted for good: not followed.
    await ctx.db.insert(programUsers).values({ trainingProgramId: programId, userId: other });
    await ctx.db
      .delete(programUsers)
      .where(and(eq(programUsers.trainingProgramId, programId), eq(programUsers.userId, follower)));
    await expectCounted(day, true, base + 1);
    await ctx.db.delete(users).where(eq(users.id, other));
    await expectCounted(day, false, base);

    // Followed again, then the program binned and restored.
    await ctx.db.insert(programUsers).values({ trainingProgramId: programId, userId: follower });
    await expectCounted(day, true, base + 1);
    await call('DELETE', `/training-programs/${programId}`);
    await expectCounted(day, false, base);
    await call('POST', `/trash/program/${programId}/restore`);
    await expectCounted(day, true, base + 1);
  });

  it('unanswered support posts: support posts with no live admin comment, oldest first', async () => {
    await expectCardLists(
      ctx.app,
      admin,
      'unanswered_support_posts',
      '/posts?attention=unanswered_support',
      unanswered,
    );
    const page = await getJson<{ data: Post[] }>(
      ctx.app,
      admin,
      '/posts/search?attention=unanswered_support',
    );
    expect(page.data.map((post) => post.id)).toEqual(unanswered);
  });

  it('a support post moves the count by one; an admin reply takes it back', async () => {
    const before = await dashboardCounts(ctx.app, admin);
    const post = await insertPost('support', 1);
    expect((await dashboardCounts(ctx.app, admin)).unanswered_support_posts).toBe(
      before.unanswered_support_posts + 1,
    );
    await call('POST', `/posts/${post}/comments`, { content: 'We are on it' });
    expect((await dashboardCounts(ctx.app, admin)).unanswered_support_posts).toBe(
      before.unanswered_support_posts,
    );
    expect((await listedIds(ctx.app, admin, '/posts?attention=unanswered_support')).ids).not.toContain(post);
  });

  it('the admin-replied mark follows the replies: trashed, restored, purged, deleted with its author, a role change', async () => {
    const unansweredIds = async () =>
      (await listedIds(ctx.app, admin, '/posts?attention=unanswered_support')).ids;
    const expectUnanswered = async (post: number, expected: boolean, count: number) => {
      expect((await dashboardCounts(ctx.app, admin)).unanswered_support_posts).toBe(count);
      const ids = await unansweredIds();
      expect(ids.includes(post)).toBe(expected);
      expect(ids).toHaveLength(count);
    };
    const base = (await dashboardCounts(ctx.app, admin)).unanswered_support_posts;
    const post = await insertPost('support', 2);
    await expectUnanswered(post, true, base + 1);

    // An admin's reply answers it; trashing the reply brings it back, restoring answers it again.
    const reply = await call('POST', `/posts/${post}/comments`, { content: 'Looking into it' });
    await expectUnanswered(post, false, base);
    await call('DELETE', `/posts/${post}/comments/${reply.id}`);
    await expectUnanswered(post, true, base + 1);
    await call('POST', `/trash/comment/${reply.id}/restore`);
    await expectUnanswered(post, false, base);

    // Two admin replies: one trashed and purged for good leaves the other answering.
    const secondAdmin = (await createUser(ctx.db, { role: 'admin' })).user.id;
    await commentAs(post, secondAdmin);
    await call('DELETE', `/posts/${post}/comments/${reply.id}`);
    await call('DELETE', `/trash/comment/${reply.id}`);
    await expectUnanswered(post, false, base);

    // The remaining replier stops being an admin: unanswered; an admin again: answered.
    await ctx.db.update(users).set({ role: 'user' }).where(eq(users.id, secondAdmin));
    await expectUnanswered(post, true, base + 1);
    await ctx.db.update(users).set({ role: 'admin' }).where(eq(users.id, secondAdmin));
    await expectUnanswered(post, false, base);

    // The replier's account deleted for good takes the reply along (a cascade): unanswered again.
    await ctx.db.delete(users).where(eq(users.id, secondAdmin));
    await expectUnanswered(post, true, base + 1);

    // A post in the trash is not counted, answered or not; restored, it counts again.
    await call('DELETE', `/posts/${post}`);
    await expectUnanswered(post, false, base);
    await call('POST', `/trash/post/${post}/restore`);
    await expectUnanswered(post, true, base + 1);
    const [row] = await ctx.db
      .execute<{ admin_replied: boolean }>(sql`select admin_replied from posts_with_trash where id = ${post}`)
      .then((result) => result.rows);
    expect(row?.admin_replied).toBe(false);
  });

  it('failed sign-ins: sign-in-failed entries of the last 24 hours, and a new failure counts', async () => {
    const seed = (action: string, hoursAgo: number) =>
      ctx.db
        .insert(auditEntries)
        .values({ action, at: new Date(Date.now() - hoursAgo * HOUR_MS), actorEmail: 'someone@example.test' })
        .returning({ id: auditEntries.id });
    const [recent] = await seed('sign-in-failed', 23);
    await seed('sign-in-failed', 25);
    await seed('sign-in', 1);
    const listed = async () =>
      (await getJson<AuditPage>(ctx.app, admin, '/audit?attention=failed_sign_ins&per_page=100')).items.map(
        (entry) => entry.id,
      );
    expect(await listed()).toEqual([recent!.id]);
    expect((await dashboardCounts(ctx.app, admin)).failed_sign_ins).toBe(1);

    const failed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'Wrong@12345' },
    });
    expect(failed.statusCode).toBe(401);
    const after = await listed();
    expect(after).toHaveLength(2);
    expect((await dashboardCounts(ctx.app, admin)).failed_sign_ins).toBe(2);
  });

  it('is admin only', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});
