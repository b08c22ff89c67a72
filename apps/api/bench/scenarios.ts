import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';

export interface BenchScenario {
  name: string;
  /** Requests rotate through these URLs. */
  urls: string[];
  /** Counted toward the p95 < 50 ms target (the list, search, detail and available-users). */
  target: boolean;
  countRows: (body: { data: unknown }) => number;
}

const pageRows = (body: { data: unknown }) => (body.data as { data: unknown[] }).data.length;
const detailRows = (body: { data: unknown }) => (body.data as { users: unknown[] }).users.length;

/** Ids spread over the whole table, so repeated requests do not hit one cached row. */
const sampleProgramIds = async (db: Database, howMany: number) => {
  const result = await db.execute<{ id: string }>(
    sql`select id from training_programs order by md5(id::text) limit ${howMany}`,
  );
  return result.rows.map((row) => Number(row.id));
};

export const benchScenarios = async (db: Database): Promise<BenchScenario[]> => {
  const ids = await sampleProgramIds(db, 50);
  const crowded = await db.execute<{ id: string }>(
    sql`select training_program_id as id from program_users group by 1 order by count(*) desc limit 1`,
  );
  const crowdedId = Number(crowded.rows[0]?.id);
  const list = (query: string) => `/api/training-programs${query}`;
  const search = (term: string) =>
    `/api/training-programs/admin-search?searchTerm=${encodeURIComponent(term)}`;
  const available = (id: number, query = '') => `/api/training-programs/${id}/available-users${query}`;

  return [
    { name: 'list, page 1', urls: [list('')], target: true, countRows: pageRows },
    {
      name: 'list, pages 2-10',
      urls: [2, 3, 4, 5, 6, 7, 8, 9, 10].map((p) => list(`?page=${p}`)),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'list, deep pages 150/334',
      urls: [list('?page=150'), list('?page=334')],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'list, type + difficulty filter',
      urls: [list('?program_type=strength&difficulty_level=advanced'), list('?program_type=cardio&page=3')],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'list ?search= (strength, core glute, 1234)',
      urls: ['strength', 'core glute', '1234'].map((term) => list(`?search=${encodeURIComponent(term)}`)),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'admin-search, common terms (power, builder, kettlebell)',
      urls: ['power', 'builder', 'kettlebell'].map(search),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'admin-search, rare terms (elite rowing, 9876, zzz)',
      urls: ['elite rowing', '9876', 'zzz'].map(search),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'admin-search, 1-2 letters (a, st)',
      urls: ['a', 'st'].map(search),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'detail (50 programs, 1-10 users each)',
      urls: ids.map((id) => `/api/training-programs/${id}`),
      target: true,
      countRows: detailRows,
    },
    {
      name: 'available-users, no search',
      urls: ids.slice(0, 10).map((id) => available(id)),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'available-users, names (anna, smith, lee)',
      urls: ['anna', 'smith', 'lee'].map((term, i) => available(ids[i]!, `?search=${term}`)),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'available-users, e-mail fragment (example.com, .1234@)',
      urls: ['example.com', '.1234@'].map((term, i) =>
        available(ids[i]!, `?search=${encodeURIComponent(term)}`),
      ),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'available-users, 2 letters (jo), page 3',
      urls: [available(ids[3]!, '?search=jo&page=3')],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'available-users, program with 5,000 users (search lee)',
      urls: [available(crowdedId, '?search=lee'), available(crowdedId)],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'Manage Users: assigned users of the program with 5,000 users (pages 1 and 100, search lee)',
      urls: [
        `/api/training-programs/${crowdedId}/assigned-users`,
        `/api/training-programs/${crowdedId}/assigned-users?page=100`,
        `/api/training-programs/${crowdedId}/assigned-users?search=lee`,
      ],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'training-weeks, page 1 (15 weeks with days)',
      urls: ids.slice(0, 10).map((id) => `/api/training-programs/${id}/training-weeks`),
      target: false,
      countRows: pageRows,
    },
    {
      name: 'detail of the program with 5,000 users (not a target)',
      urls: [`/api/training-programs/${crowdedId}`],
      target: false,
      countRows: detailRows,
    },
  ];
};
