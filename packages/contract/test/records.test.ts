import { describe, expect, it } from 'vitest';
import {
  estimatedOneRepMax,
  exerciseProgressPoints,
  exerciseProgressQuerySchema,
  personalRecords,
  type ExerciseSessionSets,
  type RecordSet,
} from '../src/index.js';

let nextSession = 1;
const session = (
  performed_on: string,
  sets: Array<[weight: number, reps: number]>,
  exercise: { id: number; name: string } = { id: 7, name: 'Back squat' },
  session_id = nextSession++,
): ExerciseSessionSets => ({
  session_id,
  performed_on,
  exercise_id: exercise.id,
  exercise_name: exercise.name,
  sets: sets.map(([weight, reps]): RecordSet => ({ weight, reps })),
});

describe('estimatedOneRepMax (Epley)', () => {
  it('is weight × (1 + reps / 30), rounded to 0.01 kg', () => {
    expect(estimatedOneRepMax(100, 3)).toBe(110);
    expect(estimatedOneRepMax(100, 5)).toBe(116.67);
    expect(estimatedOneRepMax(60, 1)).toBe(62);
    expect(estimatedOneRepMax(80, 12)).toBe(112);
  });

  it('ignores sets above 12 reps, and sets without reps or weight', () => {
    expect(estimatedOneRepMax(80, 13)).toBeNull();
    expect(estimatedOneRepMax(40, 30)).toBeNull();
    expect(estimatedOneRepMax(100, 0)).toBeNull();
    expect(estimatedOneRepMax(0, 5)).toBeNull();
  });
});

describe('personalRecords', () => {
  it('100 kg × 3 and later 100 kg × 5 give one new record: estimated 1RM and most reps, the weight a tie', () => {
    const first = session('2026-03-02', [[100, 3]]);
    const second = session('2026-03-09', [[100, 5]]);
    const { exercises, record_sessions } = personalRecords([first, second]);

    expect(record_sessions).toEqual([
      {
        session_id: second.session_id,
        performed_on: '2026-03-09',
        records: [{ exercise_id: 7, exercise_name: 'Back squat', kinds: ['estimated_1rm', 'most_reps'] }],
      },
    ]);
    expect(exercises).toEqual([
      {
        exercise_id: 7,
        exercise_name: 'Back squat',
        sessions: 2,
        last_performed_on: '2026-03-09',
        estimated_1rm: {
          value: 116.67,
          weight: 100,
          reps: 5,
          performed_on: '2026-03-09',
          session_id: second.session_id,
        },
        // Equalling 100 kg is no new record: the earlier session keeps it.
        heaviest_weight: {
          value: 100,
          weight: 100,
          reps: 3,
          performed_on: '2026-03-02',
          session_id: first.session_id,
        },
        most_reps: {
          value: 5,
          weight: 100,
          reps: 5,
          performed_on: '2026-03-09',
          session_id: second.session_id,
        },
      },
    ]);
  });

  it('keeps the earlier session on a tie of every kind, the estimate included', () => {
    const first = session('2026-03-02', [[100, 6]]);
    // 90 × (1 + 10/30) = 120 = 100 × (1 + 6/30): a tie, not a record.
    const second = session('2026-03-05', [[90, 10]]);
    const third = session('2026-03-09', [[100, 6]]);
    const { exercises, record_sessions } = personalRecords([first, second, third]);
    const [squat] = exercises;

    expect(squat?.estimated_1rm).toMatchObject({ value: 120, session_id: first.session_id });
    expect(squat?.heaviest_weight).toMatchObject({ value: 100, session_id: first.session_id });
    expect(squat?.most_reps).toMatchObject({ value: 10, weight: 90, session_id: second.session_id });
    expect(record_sessions).toEqual([
      expect.objectContaining({
        session_id: second.session_id,
        records: [expect.objectContaining({ kinds: ['most_reps'] })],
      }),
    ]);
  });

  it('leaves sets above 12 reps out of the estimate, not out of the most reps or the heaviest weight', () => {
    const first = session('2026-03-02', [[60, 8]]);
    const second = session('2026-03-04', [[70, 20]]);
    const { exercises, record_sessions } = personalRecords([first, second]);

    expect(exercises[0]?.estimated_1rm).toMatchObject({ value: 76, weight: 60, reps: 8 });
    expect(exercises[0]?.heaviest_weight).toMatchObject({ value: 70, reps: 20 });
    expect(exercises[0]?.most_reps).toMatchObject({ value: 20, weight: 70 });
    expect(record_sessions[0]?.records[0]?.kinds).toEqual(['heaviest_weight', 'most_reps']);

    const onlyHighReps = personalRecords([session('2026-03-02', [[40, 15]])]).exercises[0];
    expect(onlyHighReps?.estimated_1rm).toBeNull();
    expect(onlyHighReps?.most_reps.value).toBe(15);
  });

  it('takes the best set of a session: the heaviest with its most reps, the most reps with its heaviest weight', () => {
    const only = session('2026-03-02', [
      [100, 3],
      [100, 4],
      [80, 10],
      [60, 10],
    ]);
    const [squat] = personalRecords([only]).exercises;
    expect(squat?.heaviest_weight).toMatchObject({ weight: 100, reps: 4 });
    expect(squat?.most_reps).toMatchObject({ weight: 80, reps: 10 });
    expect(squat?.estimated_1rm).toMatchObject({ weight: 100, reps: 4, value: 113.33 });
  });

  it('keeps exercises apart, orders them by name and the record sessions newest first', () => {
    const bench = { id: 3, name: 'bench press' };
    const row = { id: 9, name: 'Barbell row' };
    const a = session('2026-03-02', [[60, 5]], bench, 11);
    const b = session('2026-03-02', [[50, 8]], row, 11);
    const c = session('2026-03-04', [[62.5, 5]], bench, 12);
    const d = session('2026-03-06', [[55, 8]], row, 13);
    const { exercises, record_sessions } = personalRecords([a, b, c, d]);

    expect(exercises.map((exercise) => exercise.exercise_name)).toEqual(['Barbell row', 'bench press']);
    expect(record_sessions.map((entry) => entry.session_id)).toEqual([13, 12]);
  });

  it('ignores sets without reps or weight; an exercise with none counts nothing', () => {
    const { exercises, record_sessions } = personalRecords([
      session('2026-03-02', [
        [0, 10],
        [50, 0],
      ]),
    ]);
    expect(exercises).toEqual([]);
    expect(record_sessions).toEqual([]);
  });
});

describe('exerciseProgressPoints', () => {
  it('gives one point per session: top set, estimate, volume and the records it set', () => {
    const first = session('2026-03-02', [
      [100, 3],
      [90, 5],
    ]);
    const second = session('2026-03-09', [
      [100, 5],
      [100, 5],
      [80, 14],
    ]);
    expect(exerciseProgressPoints([first, second])).toEqual([
      {
        session_id: first.session_id,
        performed_on: '2026-03-02',
        top_set: { weight: 100, reps: 3 },
        estimated_1rm: 110,
        volume: 750,
        sets: 2,
        records: [],
      },
      {
        session_id: second.session_id,
        performed_on: '2026-03-09',
        top_set: { weight: 100, reps: 5 },
        estimated_1rm: 116.67,
        volume: 2120,
        sets: 3,
        records: ['estimated_1rm', 'most_reps'],
      },
    ]);
  });
});

describe('exerciseProgressQuerySchema', () => {
  it('takes a positive whole exercise_id', () => {
    expect(exerciseProgressQuerySchema.parse({ exercise_id: '12' })).toEqual({ exercise_id: 12 });
    for (const bad of ['0', '-1', '1.5', 'x', undefined]) {
      expect(exerciseProgressQuerySchema.safeParse({ exercise_id: bad }).success).toBe(false);
    }
  });
});
