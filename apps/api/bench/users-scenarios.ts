import { sql } from 'drizzle-orm';
import { USERS_PAGE_SIZE } from '@coachboard/contract';
import type { Database } from '../src/db/client.js';

export interface UserBenchScenario {
  name: string;
  /** Requests rotate through these URLs. */
  urls: string[];
  /** Counted toward the p95 < 50 ms target (the users list's own scenarios). */
  target: boolean;
  countRows: (body: { data: unknown }) => number;
}

const pageRows = (body: { data: unknown }) => (body.data as { data: unknown[] }).data.length;
const programRows = (body: { data: unknown }) => (body.data as { programs: unknown[] }).programs.length;
const list = (query = '') => `/api/users${query}`;
const search = (term: string) => list(`?search=${encodeURIComponent(term)}`);

export const userScenarios = async (db: Database): Promise<UserBenchScenario[]> => {
  // Users with assignments, spread over the table, so the detail reads real program rows.
  const sample = await db.execute<{ id: string }>(
    sql`select user_id as id from program_users group by user_id order by md5(user_id::text) limit 50`,
  );
  const ids = sample.rows.map((row) => Number(row.id));
  // The program with the most users: its Manage Users dialog pages them.
  const crowded = await db.execute<{ id: string }>(
    sql`select training_program_id as id from program_users group by 1 order by count(*) desc limit 1`,
  );
  const program = Number(crowded.rows[0]?.id);
  const picker = (side: 'assigned' | 'available', query = '') =>
    `/api/training-programs/${program}/${side}-users${query}`;
  return [
    { name: 'list, page 1', urls: [list()], target: true, countRows: pageRows },
    { name: 'list, page 2,000', urls: [list('?page=2000')], target: true, countRows: pageRows },
    {
      name: 'Active filter, pages 2-10 — not a target',
      urls: [2, 3, 4, 5, 6, 7, 8, 9, 10].map((page) => list(`?page=${page}&is_active=true`)),
      target: false,
      countRows: pageRows,
    },
    {
      name: 'Active filter, page 1,900',
      urls: [list('?page=1900&is_active=true')],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'Inactive filter, pages 1 and 40',
      urls: [list('?is_active=false'), list('?is_active=false&page=40')],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'name search (anna, smith, lee, mary johnson)',
      urls: ['anna', 'smith', 'lee', 'mary johnson'].map(search),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'e-mail fragment search (.1234@, son.77)',
      urls: ['.1234@', 'son.77'].map(search),
      target: true,
      countRows: pageRows,
    },
    { name: 'search, no match (zzz)', urls: [search('zzz')], target: true, countRows: pageRows },
    {
      name: 'broad search (jo, example.com): matches counted up to 10,000',
      urls: ['jo', 'example.com'].map(search),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'two letters, few matches (qz, xq)',
      urls: ['qz', 'xq'].map(search),
      target: true,
      countRows: pageRows,
    },
    {
      name: 'deep page of a search (smith, page 40)',
      urls: [list('?search=smith&page=40')],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'Manage Users: assigned users, pages 1 and 20, and a search',
      urls: [picker('assigned'), picker('assigned', '?page=20'), picker('assigned', '?search=smith')],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'Manage Users: available users, page 1 and searches (jo, smith)',
      urls: [picker('available'), picker('available', '?search=jo'), picker('available', '?search=smith')],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'detail with programs (50 users)',
      urls: ids.map((id) => `/api/users/${id}/programs`),
      target: true,
      countRows: programRows,
    },
  ];
};

/** Plain SQL with no app around it, in the same run: a round trip, and the same pages written the obvious way. */
export const userBaselines = [
  { name: 'select 1 (round trip)', statements: ['select 1'] },
  {
    name: 'count(*) + page 1, plain OFFSET',
    statements: [
      'select count(*) from users',
      `select * from users order by created_at desc, id desc limit ${USERS_PAGE_SIZE}`,
    ],
  },
  {
    name: 'count(*) + page 2,000, plain OFFSET over whole rows',
    statements: [
      'select count(*) from users',
      `select * from users order by created_at desc, id desc limit ${USERS_PAGE_SIZE} offset ${1999 * USERS_PAGE_SIZE}`,
    ],
  },
  {
    name: "count + page 1 of search 'smith', ILIKE on the three columns",
    statements: [
      `select count(*) from users where first_name ilike '%smith%' or last_name ilike '%smith%' or email ilike '%smith%'`,
      `select * from users where first_name ilike '%smith%' or last_name ilike '%smith%' or email ilike '%smith%'
       order by created_at desc, id desc limit ${USERS_PAGE_SIZE}`,
    ],
  },
];
