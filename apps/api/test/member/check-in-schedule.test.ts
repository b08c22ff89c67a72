import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  checkInScheduleMessages,
  firstWeekdayOnOrAfter,
  nextCheckInDue,
  userMessages,
  type CheckInSchedule,
} from '@coachboard/contract';
import { auditEntries } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { signInMember, signInPanel, todayUtc, type Headers } from './check-in-helpers.js';

describe("a user's check-in cadence (coaches and owners)", () => {
  let t: TestApp;
  let coach: { id: number; headers: Headers };
  let member: { id: number; headers: Headers };

  const url = (userId: number) => `/api/users/${userId}/check-in-schedule`;
  const put = (userId: number, headers: Headers, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: url(userId), headers, payload });
  const read = (userId: number, headers: Headers) =>
    t.app.inject({ method: 'GET', url: url(userId), headers });

  beforeAll(async () => {
    t = await createTestApp();
    coach = await signInPanel(t.app, t.db, 'coach');
    member = await signInMember(t.app, t.db);
  });
  afterAll(async () => t?.close());

  it('is none until set; a coach sets a weekday every N weeks, reads it back and removes it', async () => {
    const none = await read(member.id, coach.headers);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({
      data: { weekday: null, every_weeks: null, starts_on: null, next_due_on: null },
    });

    const saved = await put(member.id, coach.headers, { weekday: 'friday', every_weeks: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    const startsOn = firstWeekdayOnOrAfter(todayUtc(), 'friday');
    expect(saved.json()).toMatchObject({
      message: checkInScheduleMessages.saved,
      data: { weekday: 'friday', every_weeks: 2, starts_on: startsOn, next_due_on: startsOn },
    });
    expect(new Date(`${startsOn}T00:00:00Z`).getUTCDay()).toBe(5);
    const back = await read(member.id, coach.headers);
    expect(back.json<{ data: CheckInSchedule }>().data).toEqual(saved.json<{ data: CheckInSchedule }>().data);

    // every_weeks is 1 when left out; the write is on record against the user.
    const weekly = await put(member.id, coach.headers, { weekday: 'monday' });
    expect(weekly.json()).toMatchObject({ data: { weekday: 'monday', every_weeks: 1 } });
    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.recordType, 'user'), eq(auditEntries.recordId, member.id)));
    expect(entries.some((entry) => JSON.stringify(entry.details).includes('"every_weeks":1'))).toBe(true);

    const cleared = await put(member.id, coach.headers, { weekday: null });
    expect(cleared.json()).toMatchObject({
      message: checkInScheduleMessages.cleared,
      data: { weekday: null },
    });
    expect((await read(member.id, coach.headers)).json()).toMatchObject({ data: { weekday: null } });
  });

  it('counts every N weeks from its first day', () => {
    expect(nextCheckInDue('2026-03-06', 2, '2026-03-06')).toBe('2026-03-06');
    expect(nextCheckInDue('2026-03-06', 2, '2026-03-07')).toBe('2026-03-20');
    expect(nextCheckInDue('2026-03-06', 2, '2026-03-20')).toBe('2026-03-20');
    expect(nextCheckInDue('2026-03-06', 1, '2026-03-01')).toBe('2026-03-06');
    expect(firstWeekdayOnOrAfter('2026-03-02', 'monday')).toBe('2026-03-02');
    expect(firstWeekdayOnOrAfter('2026-03-03', 'monday')).toBe(addDays('2026-03-02', 7));
  });

  it('refuses bad input with the field, and a moderator or a member whatever they send', async () => {
    for (const [payload, field] of [
      [{ weekday: 'someday' }, 'weekday'],
      [{ weekday: 'monday', every_weeks: 9 }, 'every_weeks'],
      [{ weekday: 'monday', every_weeks: 0 }, 'every_weeks'],
      [{ weekday: 'monday', every_weeks: 1.5 }, 'every_weeks'],
      [{}, 'weekday'],
    ] as const) {
      const response = await put(member.id, coach.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
    }
    const moderator = await signInPanel(t.app, t.db, 'moderator');
    expect((await put(member.id, moderator.headers, { weekday: 'monday' })).statusCode).toBe(403);
    expect((await read(member.id, moderator.headers)).statusCode).toBe(403);
    expect((await put(member.id, member.headers, { weekday: 'monday' })).statusCode).toBe(403);
  });

  it('is for app users: a panel account answers 403 whatever the role, a missing user 404', async () => {
    const owner = await signInPanel(t.app, t.db, 'owner');
    for (const target of [coach.id, owner.id]) {
      const response = await put(target, owner.headers, { weekday: 'monday' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: userMessages.panelAccount });
    }
    expect((await put(999_999, owner.headers, { weekday: 'monday' })).statusCode).toBe(404);
    expect((await read(999_999, owner.headers)).statusCode).toBe(404);
  });
});
