import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, checkInMessages, type CheckIn, type CheckInPage } from '@coachboard/contract';
import { auditEntries, checkIns } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { postCheckIn, signInMember, signInPanel, todayUtc, type Headers } from './check-in-helpers.js';

describe('member check-ins', () => {
  let t: TestApp;
  let member: { id: number; headers: Headers };

  beforeAll(async () => {
    t = await createTestApp();
    member = await signInMember(t.app, t.db);
  });
  afterAll(async () => t?.close());

  const list = async (headers: Headers, query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/member/check-ins${query}`, headers });
    return response;
  };

  it('stores a check-in (201); the same client_id again answers 200 with the stored one and stores nothing', async () => {
    const clientId = crypto.randomUUID();
    const body = {
      client_id: clientId,
      bodyweight_kg: 82.4,
      waist_cm: 88,
      sleep_hours: 7.5,
      energy: 4,
      notes: ' ok ',
    };
    const first = await postCheckIn(t.app, member.headers, body);
    expect(first.statusCode, first.body).toBe(201);
    const created = first.json<{ data: CheckIn }>().data;
    expect(created).toMatchObject({
      client_id: clientId,
      date: todayUtc(),
      bodyweight_kg: 82.4,
      waist_cm: 88,
      sleep_hours: 7.5,
      energy: 4,
      notes: 'ok',
      photos: [],
      review: null,
    });

    const again = await postCheckIn(t.app, member.headers, { ...body, energy: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: checkInMessages.alreadyCreated,
      data: { id: created.id, energy: 4 },
    });
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.clientId, clientId));
    expect(rows).toHaveLength(1);

    // One audit entry, a create of the check-in by the member, for the one stored check-in.
    const entries = await t.db
      .select({ action: auditEntries.action, actorId: auditEntries.actorId, changes: auditEntries.changes })
      .from(auditEntries)
      .where(and(eq(auditEntries.recordType, 'check-in'), eq(auditEntries.recordId, created.id)));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'create',
        actorId: member.id,
        changes: expect.objectContaining({ bodyweight_kg: { before: null, after: 82.4 } }),
      }),
    ]);
  });

  it('two identical posts at once store one check-in', async () => {
    const clientId = crypto.randomUUID();
    const answers = await Promise.all(
      [0, 1, 2].map(() => postCheckIn(t.app, member.headers, { client_id: clientId, energy: 3 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((answer) => answer.json<{ data: CheckIn }>().data.id));
    expect(ids.size).toBe(1);
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.clientId, clientId));
    expect(rows).toHaveLength(1);
  });

  it('answers 422 with the field for each value out of range', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ client_id: 'not-a-uuid' }, 'client_id', checkInMessages.clientIdInvalid],
      [{ bodyweight_kg: 1000 }, 'bodyweight_kg', checkInMessages.bodyweightRange],
      [{ bodyweight_kg: 5 }, 'bodyweight_kg', checkInMessages.bodyweightRange],
      [{ waist_cm: 10 }, 'waist_cm', checkInMessages.waistRange],
      [{ sleep_hours: 25 }, 'sleep_hours', checkInMessages.sleepRange],
      [{ sleep_hours: -1 }, 'sleep_hours', checkInMessages.sleepRange],
      [{ energy: 0 }, 'energy', checkInMessages.energyRange],
      [{ energy: 6 }, 'energy', checkInMessages.energyRange],
      [{ energy: 2.5 }, 'energy', checkInMessages.energyRange],
      [{ notes: 'x'.repeat(2001) }, 'notes', checkInMessages.notesTooLong],
      [{ date: addDays(todayUtc(), 3) }, 'date', checkInMessages.dateFuture],
      [{ date: addDays(todayUtc(), -400) }, 'date', checkInMessages.dateTooOld],
      [{ date: '2026-02-30' }, 'date', 'date must be a valid date (YYYY-MM-DD)'],
    ];
    for (const [body, field, message] of cases) {
      const response = await postCheckIn(t.app, member.headers, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      const errors = response.json<{ errors: Record<string, string[]> }>().errors;
      expect(errors[field], JSON.stringify(body)).toBeDefined();
      if (field !== 'date' || message !== 'date must be a valid date (YYYY-MM-DD)') {
        expect(errors[field]).toContain(message);
      }
    }
  });

  it("lists the member's own check-ins newest first, a page at a time, with the coach's reply", async () => {
    const own = await signInMember(t.app, t.db);
    const other = await signInMember(t.app, t.db);
    const coach = await signInPanel(t.app, t.db, 'coach');
    const dates = [-3, -1, -2, -1].map((days) => addDays(todayUtc(), days));
    const ids: number[] = [];
    for (const date of dates) {
      const response = await postCheckIn(t.app, own.headers, { date });
      ids.push(response.json<{ data: CheckIn }>().data.id);
    }
    await postCheckIn(t.app, other.headers);
    await t.db
      .update(checkIns)
      .set({ reviewedAt: new Date(), reviewedBy: coach.id, reply: 'Great week' })
      .where(eq(checkIns.id, ids[0]!));

    const seen: CheckIn[] = [];
    let cursor: string | null = null;
    do {
      const response = await list(own.headers, `?per_page=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const page: CheckInPage = response.json<{ data: CheckInPage }>().data;
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data);
      cursor = page.next_cursor;
    } while (cursor);
    // Newest date first; on the same date the later id first.
    expect(seen.map((checkIn) => checkIn.id)).toEqual([ids[3], ids[1], ids[2], ids[0]]);
    expect(seen.at(-1)?.review).toMatchObject({ reply: 'Great week', reviewed_by: { id: coach.id } });
    expect(seen[0]?.review).toBeNull();

    const bad = await list(own.headers, '?cursor=nonsense');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { cursor: [checkInMessages.cursorInvalid] } });
  });
});
