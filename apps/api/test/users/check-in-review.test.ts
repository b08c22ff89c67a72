import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  CHECK_IN_REPLY_MAX,
  checkInMessages,
  checkInReviewMessages,
  type CheckIn,
  type CoachCheckIn,
  type CoachCheckInPage,
  type Dashboard,
} from '@coachboard/contract';
import { auditEntries, checkIns } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import {
  postCheckIn,
  signInMember,
  signInPanel,
  todayUtc,
  uploadPhoto,
  type Headers,
} from '../member/check-in-helpers.js';

const daysAgo = (days: number) => addDays(todayUtc(), -days);

describe('the check-in queue and Mark reviewed (coaches and owners)', () => {
  let t: TestApp;
  let coach: { id: number; headers: Headers };
  let owner: { id: number; headers: Headers };
  let moderator: { id: number; headers: Headers };
  let anna: { id: number; headers: Headers };
  let ben: { id: number; headers: Headers };
  const ids = {} as Record<'annaFirst' | 'benOnly' | 'annaSecond' | 'annaThird', number>;

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const review = (id: number, headers: Headers, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/check-ins/${id}/review`, headers, payload });
  const queue = async (headers = coach.headers, query = 'per_page=100') => {
    const response = await get(`/check-ins/to-review?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: CoachCheckInPage }>().data;
  };
  const counts = async (headers = coach.headers) =>
    (await get('/dashboard', headers)).json<{ data: Dashboard }>().data.counts;
  /** The card's count (-1 if the answer left it out, which fails every comparison below). */
  const card = async () => (await counts()).check_ins_to_review ?? -1;
  const checkIn = async (member: { headers: Headers }, body: Record<string, unknown>) => {
    const response = await postCheckIn(t.app, member.headers, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: CheckIn }>().data.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    coach = await signInPanel(t.app, t.db, 'coach');
    owner = await signInPanel(t.app, t.db, 'owner');
    moderator = await signInPanel(t.app, t.db, 'moderator');
    anna = await signInMember(t.app, t.db);
    ben = await signInMember(t.app, t.db);
    ids.annaFirst = await checkIn(anna, { date: daysAgo(20), bodyweight_kg: 80, waist_cm: 90 });
    expect((await uploadPhoto(t.app, anna.headers, ids.annaFirst)).statusCode).toBe(201);
    ids.benOnly = await checkIn(ben, { date: daysAgo(15), bodyweight_kg: 70.2 });
    ids.annaSecond = await checkIn(anna, { date: daysAgo(13), bodyweight_kg: 79.4 });
    ids.annaThird = await checkIn(anna, { date: daysAgo(6), bodyweight_kg: 79, waist_cm: 88.5 });
    expect((await uploadPhoto(t.app, anna.headers, ids.annaThird)).statusCode).toBe(201);
  });
  afterAll(async () => t?.close());

  it('lists the check-ins not yet reviewed oldest first, each against the earlier ones, the total the card', async () => {
    const page = await queue();
    expect(page.data.map((item) => item.check_in.id)).toEqual([
      ids.annaFirst,
      ids.benOnly,
      ids.annaSecond,
      ids.annaThird,
    ]);
    expect(page.total).toBe(4);
    expect(await card()).toBe(page.total);

    const [first, benOnly, second, third] = page.data as [
      CoachCheckIn,
      CoachCheckIn,
      CoachCheckIn,
      CoachCheckIn,
    ];
    expect(first.user.id).toBe(anna.id);
    expect(benOnly.user.id).toBe(ben.id);
    // The first check-in has nothing to compare with; Ben's only one neither.
    expect(first.changes).toEqual({ bodyweight_kg: null, waist_cm: null });
    expect(first.first).toBeNull();
    expect(benOnly.changes).toEqual({ bodyweight_kg: null, waist_cm: null });
    // Bodyweight against the check-in before; no waist this time, so no waist change.
    expect(second.changes).toEqual({
      bodyweight_kg: { previous: 80, previous_date: daysAgo(20), change: -0.6 },
      waist_cm: null,
    });
    // Waist against the last check-in that measured it (20 days back), bodyweight against the one before.
    expect(third.changes).toEqual({
      bodyweight_kg: { previous: 79.4, previous_date: daysAgo(13), change: -0.4 },
      waist_cm: { previous: 90, previous_date: daysAgo(20), change: -1.5 },
    });
    // Photos side by side with the first check-in's, both through the coach's authenticated route.
    expect(third.check_in.photos).toHaveLength(1);
    expect(third.first).toMatchObject({ id: ids.annaFirst, date: daysAgo(20) });
    expect(third.first!.photos).toHaveLength(1);
    for (const photo of [...third.check_in.photos, ...third.first!.photos]) {
      expect(photo.url).toMatch(new RegExp(`^/api/users/${anna.id}/check-ins/\\d+/photos/\\d+$`));
      const image = await t.app.inject({ method: 'GET', url: photo.url, headers: coach.headers });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: photo.url, headers: moderator.headers })).statusCode,
      ).toBe(403);
    }
    // Pages of the same order.
    const second1 = await queue(coach.headers, 'per_page=2&page=2');
    expect(second1.data.map((item) => item.check_in.id)).toEqual([ids.annaSecond, ids.annaThird]);
  });

  it('Mark reviewed with a reply takes the check-in off the queue and the card; the member reads the reply', async () => {
    const before = await card();
    const response = await review(ids.annaSecond, coach.headers, {
      reply: '  Nice progress, keep the steps up  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: checkInReviewMessages.reviewed,
      data: {
        check_in: {
          id: ids.annaSecond,
          review: { reply: 'Nice progress, keep the steps up', reviewed_by: { id: coach.id } },
        },
      },
    });
    expect(await card()).toBe(before - 1);
    const page = await queue();
    expect(page.data.map((item) => item.check_in.id)).not.toContain(ids.annaSecond);
    expect(page.total).toBe(before - 1);

    const mine = await get('/member/check-ins', anna.headers);
    const reviewed = mine
      .json<{ data: { data: CheckIn[] } }>()
      .data.data.find((item) => item.id === ids.annaSecond);
    expect(reviewed?.review).toMatchObject({ reply: 'Nice progress, keep the steps up' });
    expect(Date.parse(reviewed!.review!.reviewed_at)).toBeGreaterThan(Date.now() - 60_000);
    // Ben reads none of Anna's.
    const bens = (await get('/member/check-ins', ben.headers)).json<{ data: { data: CheckIn[] } }>().data
      .data;
    expect(bens.map((item) => item.id)).toEqual([ids.benOnly]);

    // On record against the user, readable, without the reply's words.
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordType, 'user'), eq(auditEntries.recordId, anna.id)))
      .orderBy(sql`${auditEntries.id} desc`)
      .limit(1);
    expect(entry?.details).toMatchObject({
      check_in_review: { id: ids.annaSecond, date: daysAgo(13), replied: true, again: false },
    });
    expect(JSON.stringify(entry?.details)).not.toContain('steps');
  });

  it('reviews without a reply, and reviewing again replaces the reply (an owner may too)', async () => {
    const plain = await review(ids.benOnly, owner.headers);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toMatchObject({
      data: { check_in: { review: { reply: null, reviewed_by: { id: owner.id } } } },
    });
    const blank = await review(ids.benOnly, coach.headers, { reply: '   ' });
    expect(blank.json()).toMatchObject({ data: { check_in: { review: { reply: null } } } });

    const again = await review(ids.annaSecond, coach.headers, { reply: 'Second thoughts: add a walk' });
    expect(again.statusCode).toBe(200);
    const [row] = await t.db.select().from(checkIns).where(eq(checkIns.id, ids.annaSecond));
    expect(row?.reply).toBe('Second thoughts: add a walk');
    // Still off the queue.
    expect((await queue()).data.map((item) => item.check_in.id)).toEqual([ids.annaFirst, ids.annaThird]);
  });

  it('refuses a reply over the limit and a reply that is not text, with the field', async () => {
    const long = await review(ids.annaFirst, coach.headers, { reply: 'x'.repeat(CHECK_IN_REPLY_MAX + 1) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ errors: { reply: [checkInReviewMessages.replyTooLong] } });
    const number = await review(ids.annaFirst, coach.headers, { reply: 12 });
    expect(number.statusCode).toBe(422);
    expect(number.json()).toMatchObject({ errors: { reply: [checkInReviewMessages.replyInvalid] } });
    const exact = await review(ids.annaFirst, coach.headers, { reply: 'y'.repeat(CHECK_IN_REPLY_MAX) });
    expect(exact.statusCode).toBe(200);
  });

  it('answers 404 for a missing check-in, and for one of a deleted user (who leaves the queue)', async () => {
    const missing = await review(999_999, coach.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: checkInMessages.notFound });

    const carl = await signInMember(t.app, t.db);
    const carlsId = await checkIn(carl, { date: daysAgo(2), bodyweight_kg: 90 });
    const before = await queue();
    expect(before.data.map((item) => item.check_in.id)).toContain(carlsId);
    expect(await card()).toBe(before.total);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${carl.id}`,
      headers: coach.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const after = await queue();
    expect(after.data.map((item) => item.check_in.id)).not.toContain(carlsId);
    expect(after.total).toBe(before.total - 1);
    expect(await card()).toBe(after.total);
    expect((await review(carlsId, coach.headers)).statusCode).toBe(404);
    // Restored, they are back.
    await t.app.inject({ method: 'POST', url: `/api/users/${carl.id}/restore`, headers: coach.headers });
    expect((await queue()).total).toBe(before.total);
  });

  it("lists one user's check-ins newest first with their review state; 404 missing user, 403 panel account", async () => {
    const response = await get(`/users/${anna.id}/check-ins`, coach.headers);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ data: CoachCheckInPage }>().data;
    expect(page.data.map((item) => item.check_in.id)).toEqual([ids.annaThird, ids.annaSecond, ids.annaFirst]);
    expect(page.total).toBe(3);
    expect(page.data[1]?.check_in.review?.reply).toBe('Second thoughts: add a walk');
    expect(page.data[0]?.check_in.review).toBeNull();
    expect((await get('/users/999999/check-ins', coach.headers)).statusCode).toBe(404);
    expect((await get(`/users/${coach.id}/check-ins`, owner.headers)).statusCode).toBe(403);
  });

  it('is not for moderators: 403 on every route, and the dashboard leaves out both cards', async () => {
    for (const url of ['/check-ins/to-review', '/check-ins/overdue', `/users/${anna.id}/check-ins`]) {
      expect((await get(url, moderator.headers)).statusCode, url).toBe(403);
    }
    expect((await review(ids.annaThird, moderator.headers)).statusCode).toBe(403);
    const theirs = await counts(moderator.headers);
    expect(theirs).not.toHaveProperty('check_ins_to_review');
    expect(theirs).not.toHaveProperty('overdue_check_ins');
    expect(await counts(owner.headers)).toHaveProperty('check_ins_to_review');
    // Members are refused the coach's routes.
    expect((await get('/check-ins/to-review', anna.headers)).statusCode).toBe(403);
  });

  it('answers 404 when the check-in belongs to a panel account', async () => {
    const [row] = await t.db
      .insert(checkIns)
      .values({ userId: coach.id, clientId: crypto.randomUUID(), date: daysAgo(1) })
      .returning({ id: checkIns.id });
    expect((await review(row!.id, owner.headers)).statusCode).toBe(404);
    expect((await queue()).data.map((item) => item.check_in.id)).not.toContain(row!.id);
  });
});
