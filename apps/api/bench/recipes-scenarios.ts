import { sql } from 'drizzle-orm';
import { RECIPES_PAGE_SIZE } from '@coachboard/contract';
import type { Database } from '../src/db/client.js';
import { listPageScenarios, offsetPageBaselines, pageRows } from './paged-scenarios.js';
import { RECIPE_COUNT } from './seed-recipes-volume.js';

export interface RecipeBenchScenario {
  name: string;
  /** Requests rotate through these URLs. */
  urls: string[];
  /** Counted toward the p95 < 50 ms target (first and last page, a common and a rare word). */
  target: boolean;
  countRows: (body: { data: unknown }) => number;
}

const LAST_PAGE = Math.ceil(RECIPE_COUNT / RECIPES_PAGE_SIZE);
const MIDDLE_PAGE = Math.ceil(LAST_PAGE / 2);
const list = (page: number) => `/api/recipes?page=${page}`;
const search = (term: string, page = 1) =>
  `/api/recipes/search?searchTerm=${encodeURIComponent(term)}&page=${page}`;

export const recipeScenarios = async (db: Database): Promise<RecipeBenchScenario[]> => {
  const sample = await db.execute<{ id: string }>(
    sql`select id from recipes order by md5(id::text) limit 50`,
  );
  const ids = sample.rows.map((row) => Number(row.id));
  return [
    ...listPageScenarios(list, MIDDLE_PAGE),
    { name: `list, last page ${LAST_PAGE}`, urls: [list(LAST_PAGE)], target: true, countRows: pageRows },
    {
      name: 'search, common word (chicken: 10,000 matches)',
      urls: [search('chicken'), search('Chicken')],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'search, common phrase (brown rice: 14,000 matches)',
      urls: [search('brown rice'), search('Brown Rice')],
      target: true,
      countRows: pageRows,
    },
    {
      name: 'search, rare word (saffron: 50 matches; No. 77777)',
      urls: [search('saffron'), search('No. 77777')],
      target: true,
      countRows: pageRows,
    },
    { name: 'search, no match (zzz)', urls: [search('zzz')], target: true, countRows: pageRows },
    {
      name: 'search, a phrase every recipe holds (meal prep: 100,000 matches) — not a target',
      urls: [search('meal prep')],
      target: false,
      countRows: pageRows,
    },
    {
      name: 'search, common word, last page (chicken p. 667) — not a target',
      urls: [search('chicken', 667)],
      target: false,
      countRows: pageRows,
    },
    {
      name: 'detail (50 recipes)',
      urls: ids.map((id) => `/api/recipes/${id}`),
      target: true,
      countRows: () => 1,
    },
  ];
};

const LAST_OFFSET = (LAST_PAGE - 1) * RECIPES_PAGE_SIZE;

/** Plain SQL with no app around it: what the same pages cost written the obvious way, and a round trip. */
export const recipeBaselines = [
  ...offsetPageBaselines('recipes', RECIPES_PAGE_SIZE, [
    { which: 'first', offset: 0 },
    { which: 'last', offset: LAST_OFFSET },
  ]),
  {
    name: "count + first page of search 'chicken', plain ILIKE on both columns",
    statements: [
      `select count(*) from recipes where name ilike '%chicken%' or description ilike '%chicken%'`,
      `select * from recipes where name ilike '%chicken%' or description ilike '%chicken%'
       order by created_at desc, id desc limit ${RECIPES_PAGE_SIZE}`,
    ],
  },
];
