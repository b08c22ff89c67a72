import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  PASTE_LINES_MAX,
  pasteMessages,
  programCopyMessages,
  type PasteResult,
  type TrainingDayEditor,
} from '@coachboard/contract';
import { createExerciseViaApi } from '../exercises/exercise-helpers.js';
import { adminAuthHeader } from '../helpers/auth.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { entriesOfAnswer } from '../programs/audit-helpers.js';
import {
  countClientStatements,
  dayIdsOf,
  weekIdsOf,
  withFailingInsert,
} from '../programs/program-copy-helpers.js';
import { createProgramViaApi, type AuthHeader } from '../programs/program-helpers.js';

const LIBRARY = [
  'Back squat',
  'Front squat',
  'Romanian deadlift',
  'Bench press',
  'Close-grip bench press',
  'Incline dumbbell press',
  'Chin-up',
  'Plank',
  'Barbell row',
  'Overhead press',
  'Lat pulldown',
  'Dumbbell curl',
  'Face pull',
  'Leg press',
  'Hip thrust',
] as const;

describe('POST /training-days/{dayId}/paste', () => {
  let ctx: TestApp;
  let admin: AuthHeader;
  const library = new Map<string, number>();

  const post = (dayId: number, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/api/training-days/${dayId}/paste`, headers: admin, payload });
  const logsOfDay = async (dayId: number) =>
    (
      await ctx.db.execute<{
        id: string;
        exercise_id: string;
        position: number;
        sets_data: unknown;
        group_id: string | null;
      }>(sql`
        select id, exercise_id, position, sets_data, group_id from user_exercise_activity_logs_with_trash
        where training_day_id = ${dayId} order by position, id
      `)
    ).rows;
  const rowCounts = async () =>
    (
      await ctx.db.execute<{ logs: number; groups: number; listed: number }>(sql`
        select (select count(*)::int from user_exercise_activity_logs_with_trash) as logs,
          (select count(*)::int from day_exercise_groups) as groups,
          (select count(*)::int from program_exercises) as listed
      `)
    ).rows[0]!;
  /** A one-week program with training days 1 and 4 (day 2 a rest day); day 1 holds Leg press already. */
  const program = async () => {
    const created = await createProgramViaApi(ctx.app, admin, {
      duration_weeks: 1,
      training_days_per_week: 2,
    });
    const day = await dayIdsOf(ctx.db, created.id);
    const weekId = (await weekIdsOf(ctx.db, created.id))(1);
    await ctx.db.execute(sql`
      insert into user_exercise_activity_logs_with_trash (training_day_id, exercise_id, position)
      values (${day(1, 1)}, ${library.get('Leg press')!}, 1)
    `);
    return { id: created.id, day, weekId };
  };
  const data = (response: { json: <T>() => T }) => response.json<{ data: PasteResult }>().data;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await adminAuthHeader(ctx.app, ctx.db);
    for (const name of LIBRARY) library.set(name, (await createExerciseViaApi(ctx.app, admin, { name })).id);
  });
  afterAll(() => ctx.close());

  it('a dry run answers every line, matched by name or alias, unmatched with suggestions, unreadable with why, and writes nothing', async () => {
    const p = await program();
    const before = await rowCounts();
    const text = [
      'A1 Back squat 5x5 @100kg',
      'A2 rdl 3x8-10 RIR2',
      '',
      'Bench pres 4x6 @75%',
      'Squat 3x5',
      'Warm up well',
      'Plank 3x60s rest 90 (brace)',
    ].join('\n');
    const response = await post(p.day(1, 1), { text, dry_run: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(pasteMessages.preview);
    const { lines, added_log_ids } = data(response);
    expect(added_log_ids).toEqual([]);
    expect(
      lines.map((line) => [line.line, line.status, line.exercise?.name ?? null, line.matched_by]),
    ).toEqual([
      [1, 'matched', 'Back squat', 'name'],
      [2, 'matched', 'Romanian deadlift', 'alias'],
      [4, 'matched', 'Bench press', 'name'],
      [5, 'unmatched', null, null],
      [6, 'unreadable', null, null],
      [7, 'matched', 'Plank', 'name'],
    ]);
    expect(lines[0]).toMatchObject({
      text: 'A1 Back squat 5x5 @100kg',
      error: null,
      similarity: 1,
      suggestions: [],
      parsed: { name: 'Back squat', group_label: 'A', group_order: 1, sets: 5, reps: 5, weight: 100 },
    });
    expect(lines[1]!.parsed).toMatchObject({ reps: 8, reps_max: 10, rir: 2 });
    expect(lines[2]!.similarity).toBeGreaterThanOrEqual(0.5);
    expect(lines[2]!.similarity).toBeLessThan(1);
    // Back squat is taken by line 1 (a day holds an exercise once), so it is not suggested; the three closest
    // other names are, nearest first.
    expect(lines[3]!.suggestions).toHaveLength(3);
    expect(lines[3]!.suggestions.map((s) => s.name)).not.toContain('Back squat');
    expect(lines[3]!.suggestions[0]!.name).toBe('Front squat');
    expect(lines[4]).toMatchObject({ error: pasteMessages.noSets, parsed: null, suggestions: [] });
    expect(lines[5]).toMatchObject({ parsed: { time: 60, reps: 1, rest: 90 }, ignored: ['(brace)'] });
    expect(await rowCounts()).toEqual(before);
    expect(await entriesOfAnswer(ctx.db, response)).toEqual([]);
  });

  it('applies every line at the end of the day in order, with its sets, A1/A2 a superset, and one audit entry', async () => {
    const p = await program();
    const text = [
      '1. Front squat 4x3 @ 80% rest 3 min',
      'A1) Bench press 4x6 @ 225 lbs',
      'A2) Chin-up 4xAMRAP',
      'B1) Face pull 3x15-20',
      'Plank 3x45s',
    ].join('\n');
    const response = await post(p.day(1, 1), { text });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(pasteMessages.added(5));
    const logs = await logsOfDay(p.day(1, 1));
    expect(logs.map((log) => [Number(log.exercise_id), log.position])).toEqual([
      [library.get('Leg press'), 1],
      [library.get('Front squat'), 2],
      [library.get('Bench press'), 3],
      [library.get('Chin-up'), 4],
      [library.get('Face pull'), 5],
      [library.get('Plank'), 6],
    ]);
    expect(data(response).added_log_ids).toEqual(logs.slice(1).map((log) => Number(log.id)));
    expect(logs[1]!.sets_data).toEqual(
      Object.fromEntries(
        [1, 2, 3, 4].map((n) => [
          `set_${n}`,
          { reps: 3, load_percent: 80, weight: null, time: null, rir: null, rest: 180 },
        ]),
      ),
    );
    expect(logs[2]!.sets_data).toMatchObject({ set_4: { reps: 6, weight: 102 } });
    expect(logs[3]!.sets_data).toMatchObject({ set_1: { reps: 1, amrap: true } });
    expect(logs[4]!.sets_data).toMatchObject({ set_3: { reps: 15, reps_max: 20 } });
    expect(logs[5]!.sets_data).toMatchObject({ set_3: { reps: 1, time: 45 } });
    expect(logs[2]!.group_id).not.toBeNull();
    expect(logs[3]!.group_id).toBe(logs[2]!.group_id);
    expect([logs[0]!.group_id, logs[1]!.group_id, logs[4]!.group_id, logs[5]!.group_id]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const groups = await ctx.db.execute<{ id: string; kind: string; training_day_id: string }>(
      sql`select id, kind, training_day_id from day_exercise_groups where training_day_id = ${p.day(1, 1)}`,
    );
    expect(groups.rows).toEqual([
      { id: logs[2]!.group_id, kind: 'superset', training_day_id: String(p.day(1, 1)) },
    ]);

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/training-programs/${p.id}/training-weeks/${p.weekId}/training-days/${p.day(1, 1)}`,
      headers: admin,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const shown = detail.json<{ data: TrainingDayEditor }>().data.user_exercise_activity_logs;
    expect(shown.map((log) => log.group && `${log.group.label}${log.group.order}`)).toEqual([
      null,
      null,
      'A1',
      'A2',
      null,
      null,
    ]);
    const listed = await ctx.db.execute<{ exercise_id: string }>(
      sql`select exercise_id from program_exercises where training_program_id = ${p.id}`,
    );
    expect(listed.rows.map((row) => Number(row.exercise_id))).toEqual(
      expect.arrayContaining(
        ['Front squat', 'Bench press', 'Chin-up', 'Face pull', 'Plank'].map((n) => library.get(n)),
      ),
    );

    const entries = await entriesOfAnswer(ctx.db, response);
    expect(entries.map((entry) => [entry.action, entry.record_type, entry.record_id])).toEqual([
      ['update', 'training-day', p.day(1, 1)],
    ]);
    expect(entries[0]!.details).toMatchObject({
      pasted: 5,
      paste: { added: data(response).added_log_ids.map((id) => [id, expect.any(String)]), appended: [] },
    });
    const [entryId] = (
      await ctx.db.execute<{ id: string }>(
        sql`select id from audit_entries where request_id = ${String(response.headers['x-request-id'])}`,
      )
    ).rows.map((row) => Number(row.id));
    expect(data(response)).toMatchObject({
      paste_id: entryId,
      appended: [],
      counts: { exercises: 5, sets: 0, existing: 0 },
    });
  });

  it('refuses to apply with an unmatched or unreadable line (422), writing nothing', async () => {
    const p = await program();
    const before = await rowCounts();
    for (const text of ['A1 Back squat 5x5\nA2 Zzyzx qwerty 3x5', 'Back squat 5x5\nSquat heavy']) {
      const response = await post(p.day(1, 1), { text });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ message: string }>().message).toBe(pasteMessages.linesNotReady);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('choices fix an unmatched line by its number and override a match', async () => {
    const p = await program();
    const text = 'Zzyzx qwerty 3x5\n\nBack squat 5x5';
    const chosen = [
      { line: 1, exercise_id: library.get('Hip thrust')! },
      { line: 3, exercise_id: library.get('Front squat')! },
    ];
    const preview = await post(p.day(1, 1), { text, dry_run: true, choices: chosen });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(data(preview).lines.map((line) => [line.status, line.exercise?.name, line.matched_by])).toEqual([
      ['matched', 'Hip thrust', 'choice'],
      ['matched', 'Front squat', 'choice'],
    ]);
    const response = await post(p.day(1, 1), { text, choices: chosen });
    expect(response.statusCode, response.body).toBe(201);
    expect((await logsOfDay(p.day(1, 1))).map((log) => Number(log.exercise_id))).toEqual([
      library.get('Leg press'),
      library.get('Hip thrust'),
      library.get('Front squat'),
    ]);
  });

  it('answers 422 for a chosen exercise not in the library or a line that is not in the text', async () => {
    const p = await program();
    const missing = await post(p.day(1, 1), {
      text: 'Zzyzx 3x5',
      dry_run: true,
      choices: [{ line: 1, exercise_id: 999_999_999 }],
    });
    expect(missing.statusCode, missing.body).toBe(422);
    expect(missing.json<{ message: string }>().message).toBe(
      pasteMessages.choiceExerciseNotFound([999_999_999]),
    );
    const blank = await post(p.day(1, 1), {
      text: 'Plank 3x60s\n\nBack squat 5x5',
      dry_run: true,
      choices: [{ line: 2, exercise_id: library.get('Plank')! }],
    });
    expect(blank.statusCode, blank.body).toBe(422);
    expect(blank.json<{ message: string }>().message).toBe(pasteMessages.choiceLineInvalid);
  });

  it('an exercise the day holds is on_day with its day exercise; one an earlier line holds is unmatched, with why and other suggestions', async () => {
    const p = await program();
    const response = await post(p.day(1, 1), {
      text: 'Leg press 3x10\nBench press 3x5\nBench press 3x8',
      dry_run: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { lines, counts } = data(response);
    const legPress = (await logsOfDay(p.day(1, 1)))[0]!;
    expect(lines.map((line) => [line.status, line.error, line.exercise?.name, line.on_existing])).toEqual([
      ['on_day', null, 'Leg press', null],
      ['matched', null, 'Bench press', null],
      ['unmatched', pasteMessages.repeatedExercise('Bench press', 2), undefined, null],
    ]);
    // The seeded Leg press has the default set.
    expect(lines[0]!.existing).toEqual({ log_id: Number(legPress.id), sets: 1 });
    expect(counts).toEqual({ exercises: 1, sets: 0, existing: 0 });
    expect(lines[2]!.suggestions).toHaveLength(3);
    expect(lines[2]!.suggestions[0]!.name).toBe('Close-grip bench press');
  });

  describe('a line already on the day, and Undo', () => {
    const DEFAULT_SET = { reps: 1, weight: null, time: null, rir: null, rest: null };
    const TIMED_SET = { reps: 1, weight: null, time: 60, rir: null, rest: null };
    const undo = (dayId: number, pasteId: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/training-days/${dayId}/paste/${pasteId}/undo`,
        headers: admin,
      });
    const dayState = async (dayId: number) =>
      (await logsOfDay(dayId)).map((log) => ({
        exercise_id: Number(log.exercise_id),
        position: log.position,
        sets_data: log.sets_data,
        group: log.group_id !== null,
      }));

    it("'add_sets' appends the line's sets to the day exercise (after its own), 'skip' leaves the line out", async () => {
      const p = await program();
      await ctx.db.execute(sql`
        insert into user_exercise_activity_logs_with_trash (training_day_id, exercise_id, position)
        values (${p.day(1, 1)}, ${library.get('Plank')!}, 2)
      `);
      const text = 'Leg press 3x60s\nA1 Plank 2x30s\nA2 Bench press 3x5\nA3 Chin-up 3x8';
      const choices = [
        { line: 1, on_existing: 'add_sets' },
        { line: 2, on_existing: 'skip' },
      ];
      const preview = await post(p.day(1, 1), { text, dry_run: true, choices });
      expect(preview.statusCode, preview.body).toBe(200);
      expect(data(preview).lines.map((line) => [line.status, line.on_existing])).toEqual([
        ['on_day', 'add_sets'],
        ['on_day', 'skip'],
        ['matched', null],
        ['matched', null],
      ]);
      expect(data(preview).counts).toEqual({ exercises: 2, sets: 3, existing: 1 });

      const response = await post(p.day(1, 1), { text, choices });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<{ message: string }>().message).toBe(
        pasteMessages.addedSummary({ exercises: 2, sets: 3, existing: 1 }),
      );
      expect(response.json<{ message: string }>().message).toBe(
        '2 exercises added; 3 sets added to 1 existing exercise',
      );
      const logs = await logsOfDay(p.day(1, 1));
      expect(data(response).appended).toEqual([{ log_id: Number(logs[0]!.id), sets_added: 3 }]);
      expect(logs.map((log) => Number(log.exercise_id))).toEqual(
        ['Leg press', 'Plank', 'Bench press', 'Chin-up'].map((name) => library.get(name)),
      );
      expect(logs[0]!.sets_data).toEqual({
        set_1: DEFAULT_SET,
        set_2: TIMED_SET,
        set_3: TIMED_SET,
        set_4: TIMED_SET,
      });
      // The skipped Plank keeps its one set; A2 and A3 still make a superset without the skipped A1.
      expect(logs[1]!.sets_data).toEqual({ set_1: DEFAULT_SET });
      expect(logs[2]!.group_id).not.toBeNull();
      expect(logs[3]!.group_id).toBe(logs[2]!.group_id);
      const entries = await entriesOfAnswer(ctx.db, response);
      expect(entries).toHaveLength(1);
      expect(entries[0]!.details).toMatchObject({
        pasted: 2,
        sets_added: 3,
        paste: { appended: [[Number(logs[0]!.id), 1, 3, expect.any(String)]] },
      });
    });

    it('refuses (422, nothing written) an undecided line, sets past the limit, or nothing left to add', async () => {
      const p = await program();
      const before = await rowCounts();
      const day = p.day(1, 1);
      const undecided = await post(day, { text: 'Bench press 3x5\n\nLeg press 3x10' });
      expect(undecided.statusCode, undecided.body).toBe(422);
      expect(undecided.json<{ message: string }>().message).toBe(pasteMessages.linesUndecided([3]));

      const overfull = await post(day, {
        text: 'Leg press 20x10',
        choices: [{ line: 1, on_existing: 'add_sets' }],
      });
      expect(overfull.statusCode, overfull.body).toBe(422);
      expect(overfull.json<{ message: string }>().message).toBe(
        pasteMessages.tooManySetsOnExisting('Leg press', 1, 20),
      );
      // Skipping that line is fine: the limit only matters when its sets are added.
      const skipped = await post(day, {
        text: 'Leg press 20x10',
        dry_run: true,
        choices: [{ line: 1, on_existing: 'skip' }],
      });
      expect(data(skipped).counts).toEqual({ exercises: 0, sets: 0, existing: 0 });

      const nothing = await post(day, {
        text: 'Leg press 3x10',
        choices: [{ line: 1, on_existing: 'skip' }],
      });
      expect(nothing.statusCode, nothing.body).toBe(422);
      expect(nothing.json<{ message: string }>().message).toBe(pasteMessages.nothingToAdd);
      expect(await rowCounts()).toEqual(before);
      expect(await logsOfDay(day)).toHaveLength(1);
    });

    it('answers 422 with the reason for a bad choice', async () => {
      const p = await program();
      const cases: [object, string][] = [
        [{ line: 1, on_existing: 'merge' }, pasteMessages.onExistingInvalid],
        [{ line: 1 }, pasteMessages.choiceEmpty],
        [{ line: 'one', on_existing: 'skip' }, pasteMessages.choiceLineInvalid],
      ];
      for (const [choice, message] of cases) {
        const response = await post(p.day(1, 1), { text: 'Leg press 3x10', choices: [choice] });
        expect(response.statusCode, response.body).toBe(422);
        expect(response.body).toContain(message);
      }
      const twice = await post(p.day(1, 1), {
        text: 'Leg press 3x10',
        choices: [
          { line: 1, on_existing: 'skip' },
          { line: 1, on_existing: 'add_sets' },
        ],
      });
      expect(twice.statusCode, twice.body).toBe(422);
      expect(twice.body).toContain('choices name each line once');
    });

    it('Undo takes back the added exercises and the appended sets, once, and is audited', async () => {
      const p = await program();
      const day = p.day(1, 1);
      const before = await dayState(day);
      const groupsBefore = (await rowCounts()).groups;
      const response = await post(day, {
        text: 'A1 Bench press 3x5\nA2 Chin-up 3x8\nLeg press 3x60s\nPlank 3x45s',
        choices: [{ line: 3, on_existing: 'add_sets' }],
      });
      expect(response.statusCode, response.body).toBe(201);
      const pasteId = data(response).paste_id!;
      expect(pasteId).toEqual(expect.any(Number));
      expect(await dayState(day)).not.toEqual(before);

      const undone = await undo(day, pasteId);
      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json<{ message: string; data: unknown }>()).toMatchObject({
        message: pasteMessages.undone,
        data: { removed: 3, sets_removed: 3 },
      });
      expect(await dayState(day)).toEqual(before);
      expect((await rowCounts()).groups).toBe(groupsBefore);
      const entries = await entriesOfAnswer(ctx.db, undone);
      expect(
        entries.map((entry) => [entry.action, entry.record_type, entry.record_id, entry.details]),
      ).toEqual([['update', 'training-day', day, { undid_paste: pasteId, removed: 3, sets_removed: 3 }]]);
      expect(entries[0]?.record_name).toMatch(/^Week 1 · Day 1 of /);

      const again = await undo(day, pasteId);
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json<{ message: string }>().message).toBe(pasteMessages.alreadyUndone);
    });

    it('Undo refuses (409, nothing changed) once a pasted exercise was edited or removed, and 404s a paste of another day', async () => {
      const p = await program();
      const day = p.day(1, 1);
      const response = await post(day, {
        text: 'Bench press 3x5\nLeg press 2x10',
        choices: [{ line: 2, on_existing: 'add_sets' }],
      });
      expect(response.statusCode, response.body).toBe(201);
      const pasteId = data(response).paste_id!;
      const [legPress] = await logsOfDay(day);
      const edit = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/user-exercise-activity-logs/${legPress!.id}`,
        headers: admin,
        payload: { sets_data: { set_1: { ...DEFAULT_SET, reps: 12 } } },
      });
      expect(edit.statusCode, edit.body).toBe(200);
      const edited = await dayState(day);
      const refused = await undo(day, pasteId);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(pasteMessages.changedSince(['Leg press']));
      expect(await dayState(day)).toEqual(edited);
      expect(await entriesOfAnswer(ctx.db, refused)).toEqual([]);

      expect((await undo(p.day(1, 4), pasteId)).statusCode).toBe(404);
      expect((await undo(day, 999_999_999)).statusCode).toBe(404);
      expect((await undo(999_999_999, pasteId)).statusCode).toBe(404);
    });
  });

  it('ignores the day exercises in the trash: their exercise can be pasted, and it lands after the live ones', async () => {
    const p = await program();
    await ctx.db.execute(sql`
      insert into user_exercise_activity_logs_with_trash (training_day_id, exercise_id, position, deleted_at)
      values (${p.day(1, 1)}, ${library.get('Back squat')!}, 7, now())
    `);
    const response = await post(p.day(1, 1), { text: 'Back squat 5x5' });
    expect(response.statusCode, response.body).toBe(201);
    const live = (await logsOfDay(p.day(1, 1))).filter(
      (log) => Number(log.id) === data(response).added_log_ids[0],
    );
    expect(live.map((log) => [Number(log.exercise_id), log.position])).toEqual([
      [library.get('Back squat'), 2],
    ]);
  });

  it('answers 404 for an unknown day and 409 for a rest day', async () => {
    const p = await program();
    const unknown = await post(999_999_999, { text: 'Back squat 5x5' });
    expect(unknown.statusCode).toBe(404);
    const rest = await post(p.day(1, 2), { text: 'Back squat 5x5', dry_run: true });
    expect(rest.statusCode, rest.body).toBe(409);
    expect(rest.json<{ message: string }>().message).toBe(programCopyMessages.restDay(2, 1));
  });

  it('answers 422 for an empty text, too many lines or a bad body', async () => {
    const p = await program();
    const empty = await post(p.day(1, 1), { text: ' \n \n' });
    expect(empty.statusCode).toBe(422);
    expect(empty.body).toContain(pasteMessages.textRequired);
    const many = await post(p.day(1, 1), {
      text: Array.from({ length: PASTE_LINES_MAX + 1 }, (_, n) => `Squat ${n} 3x5`).join('\n'),
    });
    expect(many.statusCode).toBe(422);
    expect(many.body).toContain(pasteMessages.tooManyLines);
    expect((await post(p.day(1, 1), { text: 42 })).statusCode).toBe(422);
    expect(
      (await post(p.day(1, 1), { text: 'Back squat 5x5', choices: [{ line: 0, exercise_id: 1 }] }))
        .statusCode,
    ).toBe(422);
  });

  it('writes in one transaction (a failing insert leaves nothing) and in a fixed number of statements', async () => {
    const p = await program();
    const before = await rowCounts();
    await withFailingInsert(ctx.db, 'user_exercise_activity_logs_with_trash', async () => {
      const response = await post(p.day(1, 1), { text: 'A1 Back squat 5x5\nA2 Barbell row 5x5' });
      expect(response.statusCode).toBe(500);
    });
    expect(await rowCounts()).toEqual(before);

    const names = LIBRARY.filter((name) => name !== 'Leg press');
    const count = async (lines: readonly string[], dryRun: boolean) => {
      const day = (await program()).day(1, 4);
      const text = lines
        .map((name, index) => `${index < 2 ? `A${index + 1} ` : ''}${name} 3x8 @ 60kg`)
        .join('\n');
      return countClientStatements(async () => {
        const response = await post(day, { text, dry_run: dryRun });
        expect(response.statusCode, response.body).toBe(dryRun ? 200 : 201);
      });
    };
    expect(await count(names.slice(0, 2), false)).toBe(await count(names, false));
    expect(await count(names.slice(0, 2), true)).toBe(await count(names, true));
  });
});
