import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';

export interface ExerciseBenchScenario {
  name: string;
  method: 'GET' | 'POST';
  /** Requests rotate through these (url, payload) pairs. */
  requests: { url: string; payload?: object }[];
  /** Counted toward the p95 < 50 ms target of the exercise library's reads. */
  target: boolean;
  countRows: (body: { data: unknown }) => number;
}

const pageRows = (body: { data: unknown }) => (body.data as { data: unknown[] }).data.length;
const dayRows = (body: { data: unknown }) =>
  (body.data as { user_exercise_activity_logs: unknown[] }).user_exercise_activity_logs.length;
const arrayRows = (body: { data: unknown }) => (body.data as unknown[]).length;
const get = (url: string) => ({ url });

const dayUrl = (row: { program_id: string; week_id: string; id: string }) =>
  `/api/training-programs/${row.program_id}/training-weeks/${row.week_id}/training-days/${row.id}`;

/** Training days spread over the table (md5 order), and the day with 30 exercises. */
const sampleDays = async (db: Database) => {
  const spread = await db.execute<{ id: string; week_id: string; program_id: string }>(sql`
    select d.id, w.id as week_id, w.training_program_id as program_id
    from training_days d join training_weeks w on w.id = d.training_week_id
    where not d.is_rest_day order by md5(d.id::text) limit 50`);
  const crowded = await db.execute<{ id: string; week_id: string; program_id: string }>(sql`
    select d.id, w.id as week_id, w.training_program_id as program_id
    from training_days d join training_weeks w on w.id = d.training_week_id
    join user_exercise_activity_logs l on l.training_day_id = d.id
    group by d.id, w.id order by count(*) desc limit 1`);
  const crowdedDay = crowded.rows[0]!;
  const logs = await db.execute<{ id: string }>(
    sql`select id from user_exercise_activity_logs where training_day_id = ${crowdedDay.id} order by position, id`,
  );
  return { spread: spread.rows, crowdedDay, logIds: logs.rows.map((row) => row.id) };
};

export const exerciseScenarios = async (db: Database): Promise<ExerciseBenchScenario[]> => {
  const { spread, crowdedDay, logIds } = await sampleDays(db);
  const order = (ids: string[]) => Object.fromEntries(ids.map((id, index) => [id, index + 1]));
  const reorder = (payloadIds: string[]) => ({
    url: '/api/user-exercise-activity-logs/update-positions',
    payload: { training_day_id: Number(crowdedDay.id), positions: order(payloadIds) },
  });
  return [
    {
      name: 'list, page 1 (with assigned-program counts)',
      method: 'GET',
      requests: [get('/api/exercises')],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'list, pages 2-10 and 300',
      method: 'GET',
      requests: [2, 3, 4, 5, 6, 7, 8, 9, 10, 300].map((page) => get(`/api/exercises?page=${page}`)),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'list, filters (target legs; at home; gym + chest)',
      method: 'GET',
      requests: [
        'target_muscle_group=legs',
        'is_at_home=true',
        'is_gym_based=true&target_muscle_group=chest',
      ].map((query) => get(`/api/exercises?${query}`)),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'list ?search= (squat, glutes, 4321)',
      method: 'GET',
      requests: ['squat', 'glutes', '4321'].map((term) => get(`/api/exercises?search=${term}`)),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'search, first page of 60 (no term)',
      method: 'GET',
      requests: [get('/api/exercises/search')],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'search, first page of 60 (kettlebell, home, gym, glutes)',
      method: 'GET',
      requests: ['kettlebell', 'home', 'gym', 'glutes'].map((term) =>
        get(`/api/exercises/search?searchTerm=${term}`),
      ),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'search, page 5 (15 rows), leaving out a day',
      method: 'GET',
      requests: [get(`/api/exercises/search?page=5&training_day_id=${crowdedDay.id}`)],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'training-day detail (50 days, about 6 exercises each)',
      method: 'GET',
      requests: spread.map((row) => get(dayUrl(row))),
      target: true,
      countRows: dayRows,
    },
    {
      name: 'training-day detail, day with 30 exercises',
      method: 'GET',
      requests: [get(dayUrl(crowdedDay))],
      target: true,
      countRows: dayRows,
    },
    {
      name: 'update-positions, 30-exercise day (reverse, restore)',
      method: 'POST',
      requests: [reorder([...logIds].reverse()), reorder(logIds)],
      target: true,
      countRows: arrayRows,
    },
    {
      name: 'muscle groups',
      method: 'GET',
      requests: [get('/api/muscle-groups')],
      target: false,
      countRows: arrayRows,
    },
  ];
};

/** The same work as bare SQL on the pool (no HTTP, no auth, no serialization): the floor to compare with. */
export const exerciseBaselines = [
  {
    name: 'list page 1 with counts + total',
    statements: [
      `select e.*, (select count(*) from program_exercises pe where pe.exercise_id = e.id)::int as programs
       from (select id from exercises order by created_at desc, id desc limit 15) page
       join exercises e on e.id = page.id order by e.created_at desc, e.id desc`,
      'select count(*) from exercises',
    ],
  },
  {
    name: 'search first page of 60 (glutes) + total',
    statements: [
      `select * from exercises where search_text like '%glutes%' order by name_search, id limit 60`,
      `select count(*) from exercises where search_text like '%glutes%'`,
    ],
  },
];
