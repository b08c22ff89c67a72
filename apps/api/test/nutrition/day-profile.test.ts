import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgramDetail } from '@coachboard/contract';
import { createUser } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signInPanel, type Headers } from '../member/check-in-helpers.js';
import { createProgramViaApi } from '../programs/program-helpers.js';
import { assign, dayOf, putTargets, rest, splitTargets, training } from './nutrition-helpers.js';

// 2026-03-02 is a Monday. A 3-day program trains on days 1, 3 and 5 of each of its weeks, counted from each
// user's own start date; the program lasts 2 weeks, so ends_on is the start date + 14 days.
describe('GET /users/{id}/nutrition/day: the profile follows the schedule', () => {
  let t: TestApp;
  let coach: { id: number; headers: Headers };
  let program: ProgramDetail;
  let monday: number;
  let tuesday: number;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await signInPanel(t.app, t.db, 'coach');
    program = await createProgramViaApi(t.app, coach.headers, {
      name: 'Carb cycle base',
      duration_weeks: 2,
      training_days_per_week: 3,
    });
    monday = (await createUser(t.db, { firstName: 'Mona' })).user.id;
    tuesday = (await createUser(t.db, { firstName: 'Tuck' })).user.id;
    await assign(t.app, coach.headers, program, monday, '2026-03-02');
    await assign(t.app, coach.headers, program, tuesday, '2026-03-03');
    for (const userId of [monday, tuesday]) {
      const saved = await putTargets(t.app, coach.headers, userId, splitTargets);
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });
  afterAll(async () => t?.close());

  it('two users on one program with different start dates get different profiles on the same date', async () => {
    // Wednesday 2026-03-04: day 3 for the Monday starter (training), day 2 for the Tuesday starter (rest).
    const first = await dayOf(t.app, coach.headers, monday, '2026-03-04');
    const second = await dayOf(t.app, coach.headers, tuesday, '2026-03-04');
    expect(first).toMatchObject({
      profile: 'training',
      program: { id: program.id, name: 'Carb cycle base' },
      week_number: 1,
      day_number: 3,
      targets: training,
      has_targets: true,
    });
    expect(second).toMatchObject({ profile: 'rest', week_number: 1, day_number: 2, targets: rest });
  });

  it('is none before the start date and from ends_on on, with no targets', async () => {
    expect(await dayOf(t.app, coach.headers, monday, '2026-03-01')).toMatchObject({
      profile: 'none',
      program: null,
      targets: null,
      has_targets: true,
    });
    // The last day (week 2, day 7: a rest day) and ends_on, the first day after the program.
    expect((await dayOf(t.app, coach.headers, monday, '2026-03-15')).profile).toBe('rest');
    expect((await dayOf(t.app, coach.headers, monday, '2026-03-16')).profile).toBe('none');
    expect((await dayOf(t.app, coach.headers, tuesday, '2026-03-16')).profile).toBe('rest');
    expect((await dayOf(t.app, coach.headers, tuesday, '2026-03-17')).profile).toBe('none');
  });

  it("making week 1's Wednesday a training day in the program flips that date's answer, no nutrition edit", async () => {
    // For the Tuesday starter, Wednesday 2026-03-04 is day 2: a rest day with 3 training days a week.
    expect((await dayOf(t.app, coach.headers, tuesday, '2026-03-04')).profile).toBe('rest');
    // 4 training days a week train on days 1, 2, 4 and 5: day 2 becomes a training day in every week.
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/training-programs/${program.id}`,
      headers: coach.headers,
      payload: {
        name: program.name,
        program_type: program.program_type,
        difficulty_level: program.difficulty_level,
        training_days_per_week: 4,
        description: program.description,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await dayOf(t.app, coach.headers, tuesday, '2026-03-04');
    expect(after).toMatchObject({ profile: 'training', day_number: 2, targets: training });
    // The Monday starter's Wednesday is day 3: a rest day now.
    expect((await dayOf(t.app, coach.headers, monday, '2026-03-04')).profile).toBe('rest');
  });

  it('a user with one profile for every day gets it on training and rest days; none stays none', async () => {
    const everyDay = { calories: 2300, protein: 160, carbs: 240, fat: 70 };
    const saved = await putTargets(t.app, coach.headers, monday, { mode: 'every_day', every_day: everyDay });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await dayOf(t.app, coach.headers, monday, '2026-03-02')).toMatchObject({
      profile: 'training',
      targets: { ...everyDay, fibre: null },
    });
    expect((await dayOf(t.app, coach.headers, monday, '2026-03-04')).targets).toEqual({
      ...everyDay,
      fibre: null,
    });
    expect((await dayOf(t.app, coach.headers, monday, '2026-02-20')).targets).toBeNull();
  });

  it('a user without targets still gets the profile, with targets null', async () => {
    const bare = (await createUser(t.db)).user.id;
    await assign(t.app, coach.headers, program, bare, '2026-03-02');
    expect(await dayOf(t.app, coach.headers, bare, '2026-03-02')).toMatchObject({
      profile: 'training',
      targets: null,
      has_targets: false,
    });
  });

  it('refuses a bad date, an unknown user and a panel account', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/users/${monday}/nutrition/day?date=2026-02-30`,
      headers: coach.headers,
    });
    expect(bad.statusCode).toBe(422);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/users/999999/nutrition/day?date=2026-03-02',
      headers: coach.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const panel = await t.app.inject({
      method: 'GET',
      url: `/api/users/${coach.id}/nutrition/day?date=2026-03-02`,
      headers: coach.headers,
    });
    expect(panel.statusCode).toBe(403);
  });
});
