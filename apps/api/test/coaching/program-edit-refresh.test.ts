import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { addDays } from '@coachboard/contract';
import { programUsers } from '../../src/db/schema/index.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { createProgramViaApi, insertExercise, type AuthHeader } from '../programs/program-helpers.js';

const today = () => new Date().toISOString().slice(0, 10);
const oneSet = { set_1: { reps: 5, weight: 100, time: null, rir: null, rest: null } };

/**
 * Compliance counts the prescription as the program has it now, so a coach's edit of a program (its day
 * exercises and sets, weeks and rest days, a progression, a copied day or week, a paste and its undo, a restore,
 * a template's changes synced into a copy) queues the kept compliance refresh of its followers, in the edit's
 * transaction, as one statement whatever their number. (The job runner is off here: the queued jobs stay to be
 * read.)
 */
describe('kept compliance refreshed when a program is edited', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  let program: number;
  let days: number[];
  let exerciseIds: number[];
  const followers: number[] = [];

  const inject = async (method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) => {
    const response = await ctx.app.inject({ method, url: `/api${url}`, headers: admin, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<{ data: Record<string, unknown> }>().data;
  };
  const assign = async (programId: number, startDate: string, overrides = {}) => {
    const { user } = await createUser(ctx.db, overrides);
    await ctx.db.insert(programUsers).values({ trainingProgramId: programId, userId: user.id, startDate });
    return user.id;
  };
  /** The users the pending refresh jobs name and the jobs' count (the public `jobs` view leaves payloads out). */
  const queued = async () => {
    const jobs = await ctx.db.execute<{ user_ids: number[] }>(sql`
      select j.payload->'user_ids' as user_ids
      from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
      where t.identifier = 'refresh_compliance' order by j.id`);
    const users = jobs.rows.flatMap((row) => row.user_ids.map(Number));
    return { users: [...new Set(users)].sort((a, b) => a - b), jobs: jobs.rows.length };
  };
  /** Takes the pending refresh jobs off the queue (as run), so the next edit's jobs are read alone. */
  const clearQueue = () =>
    ctx.db.execute(sql`select graphile_worker.complete_jobs(array(
      select id from graphile_worker.jobs where task_identifier = 'refresh_compliance'))`);
  const trainingDaysOf = async (programId: number) =>
    (
      await ctx.db.execute<{ id: string }>(sql`
        select d.id from training_days d join training_weeks w on w.id = d.training_week_id
        where w.training_program_id = ${programId} and not d.is_rest_day
        order by w.sequence_number, d.day_of_the_week`)
    ).rows.map((row) => Number(row.id));
  const dayExercises = async (dayId: number) =>
    (
      await ctx.db.execute<{ id: string }>(
        sql`select id from user_exercise_activity_logs where training_day_id = ${dayId} order by position`,
      )
    ).rows.map((row) => Number(row.id));

  beforeAll(async () => {
    ctx = await createTestApp({ config: { runJobs: false } });
    admin = await adminAuthHeader(ctx.app, ctx.db);
    program = (await createProgramViaApi(ctx.app, admin, { duration_weeks: 4, training_days_per_week: 3 }))
      .id;
    days = await trainingDaysOf(program);
    exerciseIds = [];
    for (const name of ['Back squat', 'Leg press', 'Bench press']) {
      exerciseIds.push((await insertExercise(ctx.db, name)).id);
    }
    // Followed within the kept 30 days: three; not measured again: one starting later, one that ended 72 days
    // ago, a deleted user, and a follower of another program.
    for (let index = 0; index < 3; index += 1) followers.push(await assign(program, addDays(today(), -10)));
    await assign(program, addDays(today(), 5));
    await assign(program, addDays(today(), -100));
    await assign(program, addDays(today(), -10), { deletedAt: new Date() });
    const other = (await createProgramViaApi(ctx.app, admin, { name: 'Other' })).id;
    await assign(other, addDays(today(), -10));
  });
  afterAll(() => ctx.close());
  beforeEach(() => clearQueue());

  const expectFollowersQueued = async () => {
    expect((await queued()).users).toEqual([...followers].sort((a, b) => a - b));
  };

  it('on a day exercise added, its sets changed, and it removed and restored', async () => {
    const added = await inject('POST', '/user-exercise-activity-logs/add-new', {
      exercise_id: exerciseIds[0],
      training_day_id: days[0],
      is_persistent: false,
    });
    await expectFollowersQueued();
    const logId = Number(added.id);

    await clearQueue();
    await inject('PATCH', `/user-exercise-activity-logs/${logId}`, { sets_data: oneSet });
    await expectFollowersQueued();

    await clearQueue();
    await inject('DELETE', `/user-exercise-activity-logs/${logId}`);
    await expectFollowersQueued();

    await clearQueue();
    await inject('POST', `/trash/day-exercise/${logId}/restore`, {});
    await expectFollowersQueued();
  });

  it('on a progression, a day copied and a week duplicated', async () => {
    await inject('POST', '/user-exercise-activity-logs/add-new', {
      exercise_id: exerciseIds[1],
      training_day_id: days[0],
      is_persistent: false,
    });
    const [logId] = await dayExercises(days[0]!);
    await clearQueue();
    await inject('POST', `/training-days/${days[0]}/exercises/${logId}/progression`, {
      rule: { type: 'linear_load', step_kg: 2.5 },
      weeks: 1,
    });
    await expectFollowersQueued();

    await clearQueue();
    await inject('POST', `/training-days/${days[0]}/copy-to`, { target_day_ids: [days[1]], mode: 'append' });
    await expectFollowersQueued();

    await clearQueue();
    const weeks = await ctx.db.execute<{ id: string }>(
      sql`select id from training_weeks where training_program_id = ${program} order by sequence_number`,
    );
    await inject('POST', `/training-programs/${program}/weeks/${weeks.rows[0]!.id}/duplicate`, {
      target_week_id: Number(weeks.rows[3]!.id),
      replace: true,
    });
    await expectFollowersQueued();
  });

  it('on a workout pasted and its paste undone', async () => {
    const pasted = await inject('POST', `/training-days/${days[2]}/paste`, { text: 'Bench press 3x5' });
    await expectFollowersQueued();
    await clearQueue();
    await inject('POST', `/training-days/${days[2]}/paste/${Number(pasted.paste_id)}/undo`, {});
    await expectFollowersQueued();
  });

  it('on weeks or training days changed, not on a name changed', async () => {
    const edited = (await createProgramViaApi(ctx.app, admin, { name: 'Reshaped', duration_weeks: 4 })).id;
    const its = [await assign(edited, addDays(today(), -10)), await assign(edited, addDays(today(), -40))];
    const put = (changes: object) =>
      inject('PUT', `/training-programs/${edited}`, {
        name: 'Reshaped',
        program_type: 'strength',
        difficulty_level: 'beginner',
        duration_weeks: 4,
        training_days_per_week: 3,
        ...changes,
      });
    // Four weeks from 40 days ago ended 12 days ago, inside the kept window: both are measured again.
    await put({ duration_weeks: 5 });
    expect((await queued()).users).toEqual(its);
    await clearQueue();
    await put({ name: 'Renamed', duration_weeks: 5 });
    expect(await queued()).toEqual({ users: [], jobs: 0 });
    await put({ duration_weeks: 5, training_days_per_week: 4 });
    expect((await queued()).users).toEqual(its);
    await clearQueue();
    await put({ duration_weeks: 2, training_days_per_week: 4 });
    expect((await queued()).users).toEqual(its);
  });

  it("on a template's changes synced into a personal copy: the copy's user", async () => {
    const template = (await createProgramViaApi(ctx.app, admin, { name: 'Template' })).id;
    const { user } = await createUser(ctx.db);
    await inject('POST', `/training-programs/${template}/assign-user/${user.id}`, {
      mode: 'copy',
      start_date: addDays(today(), -10),
    });
    const [day] = await trainingDaysOf(template);
    await inject('POST', '/user-exercise-activity-logs/add-new', {
      exercise_id: exerciseIds[0],
      training_day_id: day,
      is_persistent: false,
    });
    await clearQueue();
    await inject('POST', `/training-programs/${template}/sync`, {});
    expect((await queued()).users).toEqual([user.id]);
  });

  it('queues 50 users a job, in one statement for 3 followers as for 120', async () => {
    const statementsOfEdit = async (programId: number) => {
      const [day] = await trainingDaysOf(programId);
      const added = await inject('POST', '/user-exercise-activity-logs/add-new', {
        exercise_id: exerciseIds[2],
        training_day_id: day,
        is_persistent: false,
      });
      await clearQueue();
      return countTransactionStatements(async () => {
        await inject('PATCH', `/user-exercise-activity-logs/${Number(added.id)}`, { sets_data: oneSet });
      });
    };
    const small = (await createProgramViaApi(ctx.app, admin, { name: 'Small' })).id;
    for (let index = 0; index < 3; index += 1) await assign(small, addDays(today(), -3));
    const large = (await createProgramViaApi(ctx.app, admin, { name: 'Large' })).id;
    // 120 followers in two statements (createUser hashes a password for each).
    const inserted = await ctx.db.execute<{ id: string }>(sql`
      insert into users (email, role) select 'follower' || g || '@example.com', 'user' from generate_series(1, 120) g
      returning id`);
    const many = inserted.rows.map((row) => Number(row.id));
    await ctx.db.execute(sql`
      insert into program_users (training_program_id, user_id, start_date)
      select ${large}, id, ${addDays(today(), -3)}::date from unnest(${`{${many.join(',')}}`}::bigint[]) id`);

    const fewStatements = await statementsOfEdit(small);
    expect((await queued()).jobs).toBe(1);
    const manyStatements = await statementsOfEdit(large);
    expect(manyStatements).toBe(fewStatements);
    expect(await queued()).toEqual({ users: [...many].sort((a, b) => a - b), jobs: 3 });

    // Edited again before the jobs ran: the pending jobs are replaced, not added to.
    const [log] = await dayExercises((await trainingDaysOf(large))[0]!);
    await inject('PATCH', `/user-exercise-activity-logs/${log}`, {
      sets_data: { ...oneSet, set_2: oneSet.set_1 },
    });
    expect((await queued()).jobs).toBe(3);
  });
});

/**
 * The statements of the one request transaction `run` causes, BEGIN to COMMIT (as progression.test.ts counts
 * them: other clients of the pool are left out).
 */
const countTransactionStatements = async (run: () => Promise<void>) => {
  const sent: { client: pg.Client; text: string }[] = [];
  const query = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const [config] = args;
    const text = typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? '');
    sent.push({ client: this, text: text.trim().toLowerCase() });
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  const transactional = new Set(sent.filter((entry) => entry.text === 'begin').map((entry) => entry.client));
  expect(transactional.size).toBe(1);
  let inside = false;
  let count = 0;
  for (const entry of sent) {
    if (!transactional.has(entry.client)) continue;
    if (entry.text === 'begin') inside = true;
    if (inside) count += 1;
    if (entry.text === 'commit' || entry.text === 'rollback') inside = false;
  }
  return count;
};
