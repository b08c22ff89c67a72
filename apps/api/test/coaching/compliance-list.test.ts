import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, userApiMessages, type UserListItem } from '@coachboard/contract';
import { userExerciseActivityLogs, users } from '../../src/db/schema/index.js';
import { refreshCompliance } from '../../src/modules/coaching/public.js';
import { bearer, loginAs } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signInPanel, type Headers } from '../member/check-in-helpers.js';
import { postSession, todayUtc } from '../member/member-helpers.js';
import { createProgramViaApi, insertExercise } from '../programs/program-helpers.js';
import { dashboardCounts, expectCardLists, getJson } from '../dashboard/dashboard-helpers.js';

const DROPPED = '/users?attention=compliance_dropped';

describe("the users list's 7-day compliance and the 'Compliance dropped' card", () => {
  let t: TestApp;
  let coach: { id: number; headers: Headers };
  let owner: { id: number; headers: Headers };
  let moderator: { id: number; headers: Headers };
  const today = todayUtc();
  const ago = (days: number) => addDays(today, -days);

  /** An app user with hand-built kept figures (as the refresh job keeps them). */
  const keptUser = async (
    compliance7d: number | null,
    compliance30d: number | null,
    lastTrainingDay: string | null,
    overrides: { deletedAt?: Date } = {},
  ) => {
    const { user } = await createUser(t.db, overrides);
    await t.db
      .update(users)
      .set({ compliance7d, compliance30d, lastTrainingDay, complianceMeasuredOn: today })
      .where(eq(users.id, user.id));
    return user.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    coach = await signInPanel(t.app, t.db, 'coach');
    owner = await signInPanel(t.app, t.db, 'owner');
    moderator = await signInPanel(t.app, t.db, 'moderator');
  });
  afterAll(async () => t?.close());

  it('counts exactly the users its list shows, on hand-built kept figures (the 20-point and 7-day edges)', async () => {
    const dropped = [
      await keptUser(40, 80, ago(2)),
      // Exactly 20 points below, a training day exactly 6 days ago (the first day of the 7).
      await keptUser(60, 80, ago(6)),
      await keptUser(0, 20, today),
    ];
    // Not on the card: 19.9 points, the last training day 7 days ago, no 7-day figure, no 30-day figure, a
    // deleted user, a user who improved.
    await keptUser(60.1, 80, ago(1));
    await keptUser(10, 90, ago(7));
    await keptUser(null, 80, ago(1));
    await keptUser(50, null, ago(1));
    await keptUser(10, 90, ago(1), { deletedAt: new Date() });
    await keptUser(95, 50, ago(1));
    await expectCardLists(t.app, coach.headers, 'compliance_dropped', DROPPED, dropped);

    // Each row says why: the two kept figures and the last training day.
    const page = await getJson<{ data: UserListItem[] }>(t.app, owner.headers, DROPPED);
    const first = page.data.find((item) => item.id === dropped[0]);
    expect(first?.attention_fact).toEqual({
      kind: 'compliance_dropped',
      compliance_7d: 40,
      compliance_30d: 80,
      last_training_day: ago(2),
    });
    await t.db.update(users).set({ compliance7d: null }).where(inArray(users.id, dropped));
  });

  it('sorts the list by 7-day compliance, lowest first, users with no figure last', async () => {
    const ids = {
      high: await keptUser(92.5, 90, ago(1)),
      none: await keptUser(null, null, null),
      low: await keptUser(12.3, 20, ago(1)),
      middle: await keptUser(75, 80, ago(1)),
    };
    const page = await getJson<{ data: UserListItem[]; total: number }>(
      t.app,
      coach.headers,
      '/users?sort=compliance_7d&per_page=100',
    );
    const mine = page.data.filter((item) => Object.values(ids).includes(item.id));
    expect(mine.map((item) => [item.id, item.compliance_7d])).toEqual([
      [ids.low, 12.3],
      [ids.middle, 75],
      [ids.high, 92.5],
      [ids.none, null],
    ]);
    // The figures come in order, nulls last, over every app user listed.
    const figures = page.data.map((item) => item.compliance_7d);
    const firstNull = figures.indexOf(null);
    expect(figures.slice(firstNull).every((figure) => figure === null)).toBe(true);
    const numbers = figures.slice(0, firstNull) as number[];
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // The unsorted list carries the figure too, for coaches and owners.
    const plain = await getJson<{ data: UserListItem[] }>(t.app, owner.headers, '/users?per_page=100');
    expect(plain.data.find((item) => item.id === ids.low)?.compliance_7d).toBe(12.3);
  });

  it('keeps training data from moderators: no figure on rows, 403 for the sort and the filter, no card', async () => {
    const page = await getJson<{ data: UserListItem[] }>(t.app, moderator.headers, '/users?per_page=100');
    expect(page.data.length).toBeGreaterThan(0);
    for (const item of page.data) expect(item).not.toHaveProperty('compliance_7d');
    for (const url of ['/api/users?sort=compliance_7d', `/api${DROPPED}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: moderator.headers });
      expect(response.statusCode, url).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(userApiMessages.complianceForbidden);
    }
    expect(await dashboardCounts(t.app, moderator.headers)).not.toHaveProperty('compliance_dropped');
    expect(await dashboardCounts(t.app, coach.headers)).toHaveProperty('compliance_dropped');
  });

  it('puts a member whose last week slipped on the card, from logged workouts and the refresh job', async () => {
    /** A member on a 5-week program (4 training days a week, 3 sets of one exercise a day) started 28 days ago. */
    const memberOf = async () => {
      const { user, password } = await createUser(t.db);
      const headers = bearer((await loginAs(t.app, user.email, password)).token);
      const program = await createProgramViaApi(t.app, owner.headers, {
        name: `Block ${crypto.randomBytes(3).toString('hex')}`,
        duration_weeks: 5,
        training_days_per_week: 4,
      });
      const startDate = ago(28);
      const assigned = await t.app.inject({
        method: 'POST',
        url: `/api/training-programs/${program.id}/assign-user/${user.id}`,
        headers: owner.headers,
        payload: { start_date: startDate },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const exercise = await insertExercise(t.db, 'Front Squat');
      const rows = await t.db.execute<{ id: string; week: number; dow: number }>(sql`
        select d.id, w.sequence_number as week, d.day_of_the_week as dow
        from training_days d join training_weeks w on w.id = d.training_week_id
        where w.training_program_id = ${program.id} and not d.is_rest_day`);
      const days = [];
      for (const row of rows.rows) {
        const [place] = await t.db
          .insert(userExerciseActivityLogs)
          .values({
            trainingDayId: Number(row.id),
            exerciseId: exercise.id,
            position: 1,
            setsData: Object.fromEntries(
              [1, 2, 3].map((set) => [
                `set_${set}`,
                { reps: 5, weight: 80, time: null, rir: null, rest: null },
              ]),
            ),
          })
          .returning({ id: userExerciseActivityLogs.id });
        days.push({
          id: Number(row.id),
          place: place!.id,
          date: addDays(startDate, (row.week - 1) * 7 + row.dow - 1),
        });
      }
      return { id: user.id, headers, days };
    };
    const logDay = async (member: { headers: Headers }, day: { id: number; place: number; date: string }) => {
      const response = await postSession(t, member.headers, {
        client_id: crypto.randomUUID(),
        training_day_id: day.id,
        performed_on: day.date,
        started_at: `${day.date}T07:00:00Z`,
        finished_at: `${day.date}T08:00:00Z`,
        sets: [1, 2, 3].map((set) => ({
          day_exercise_id: day.place,
          set_number: set,
          reps: 5,
          weight: 80,
          completed: true,
        })),
      });
      expect(response.statusCode, response.body).toBe(201);
    };

    const slipped = await memberOf();
    const steady = await memberOf();
    const queuedFor = async (id: number) =>
      (
        await t.db.execute(sql`
          select 1 from graphile_worker.jobs
          where task_identifier = 'refresh_compliance' and key = ${`compliance:${id}`}`)
      ).rows.length;
    // Both did every workout until a week ago; only the steady one kept going this week. Each logged workout
    // queued its user's refresh (one pending job per user); it runs here as the job runner would run it.
    for (const day of slipped.days.filter((day) => day.date < ago(6))) await logDay(slipped, day);
    expect(await queuedFor(slipped.id)).toBe(1);
    for (const day of steady.days.filter((day) => day.date <= today)) await logDay(steady, day);
    expect(await queuedFor(steady.id)).toBe(1);
    expect(slipped.days.some((day) => day.date >= ago(6) && day.date <= today)).toBe(true);
    await refreshCompliance(t.db, [slipped.id, steady.id]);

    const [kept] = await t.db
      .select({ c7: users.compliance7d, c30: users.compliance30d })
      .from(users)
      .where(eq(users.id, slipped.id));
    expect(kept!.c7).toBe(0);
    expect(kept!.c30).toBeGreaterThanOrEqual(20);
    const { data } = await getJson<{ data: UserListItem[] }>(t.app, coach.headers, DROPPED);
    expect(data.map((item) => item.id)).toEqual([slipped.id]);
    expect((await dashboardCounts(t.app, coach.headers)).compliance_dropped).toBe(1);
  });
});
