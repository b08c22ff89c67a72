import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import type { SearchTerms } from './search-terms.js';

/**
 * Each source of a kind reads at most this many rows through its index before the kind is ranked, so a term
 * matching thousands of records (a common first name, a word in every post) costs the same as a rare one.
 */
export const CANDIDATES_PER_SOURCE = 100;

/** One hit as the statement answers it; `detail`, `extra` and `owner` are the kind's subtitle facts. */
export type SearchRow = {
  kind: SearchKind;
  id: number;
  title: string;
  detail: string | null;
  extra: string | null;
  owner: string | null;
};

const fullName = (alias: string) =>
  sql.raw(`(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, ''))`);
const displayName = (alias: string) => sql`nullif(trim(${fullName(alias)}), '')`;

/**
 * 0 the record whose id the term is, 1 exactly the term, 2 starting with it (or a word of it does), 3 holding
 * it, 4 only similar (a typo); within a tier the nearer trigram similarity first.
 */
const tier = (terms: SearchTerms, id: SQL, text: SQL, like: 'like' | 'ilike') => {
  const op = sql.raw(like);
  return sql`case when ${id} = ${terms.id} then 0 when lower(${text}) = ${terms.text} then 1
    when ${text} ${op} ${terms.prefix} or ${text} ${op} ${terms.wordPrefix} then 2
    when ${text} ${op} ${terms.contains} then 3 else 4 end`;
};

/** Rows of `view` whose `column` matches: a prefix for a short term, else a substring or a similar text. */
const textSources = (
  terms: SearchTerms,
  view: string,
  column: SQL,
  like: 'like' | 'ilike',
  live = sql`true`,
) => {
  const table = sql.raw(view);
  const op = sql.raw(like);
  const limit = sql.raw(String(CANDIDATES_PER_SOURCE));
  if (terms.short) {
    return [
      sql`(select id from ${table} where ${live} and (${column} ${op} ${terms.prefix} or ${column} ${op} ${terms.wordPrefix}) limit ${limit})`,
    ];
  }
  return [
    sql`(select id from ${table} where ${live} and ${column} ${op} ${terms.contains} limit ${limit})`,
    sql`(select id from ${table} where ${live} and ${column} % ${terms.text} limit ${limit})`,
  ];
};

const candidates = (terms: SearchTerms, view: string, sources: SQL[], live = sql`true`) =>
  sql.join(
    [sql`select id from ${sql.raw(view)} where ${live} and id = ${terms.id}`, ...sources],
    sql` union `,
  );

const programs = (terms: SearchTerms, limit: number) => sql`
  (select 'programs' as kind, p.id, p.name as title, p.program_type as detail, p.duration_weeks::text as extra,
          ${displayName('o')} as owner,
          row_number() over (order by ${tier(terms, sql`p.id`, sql`p.name_search`, 'like')},
                                      similarity(p.name_search, ${terms.text}) desc, p.id) as position
   from (${candidates(terms, 'training_programs', textSources(terms, 'training_programs', sql`name_search`, 'like'))}) c
   join training_programs p on p.id = c.id
   left join users o on o.id = p.owner_user_id
   order by position limit ${limit})`;

const exercises = (terms: SearchTerms, limit: number) => sql`
  (select 'exercises' as kind, e.id, e.name as title, e.target_muscle_group as detail, null as extra, null as owner,
          row_number() over (order by ${tier(terms, sql`e.id`, sql`e.name_search`, 'like')},
                                      similarity(e.name_search, ${terms.text}) desc, e.id) as position
   from (${candidates(terms, 'exercises', textSources(terms, 'exercises', sql`name_search`, 'like'))}) c
   join exercises e on e.id = c.id
   order by position limit ${limit})`;

const recipes = (terms: SearchTerms, limit: number) => sql`
  (select 'recipes' as kind, r.id, r.name as title, r.calories::text as detail, null as extra, null as owner,
          row_number() over (order by ${tier(terms, sql`r.id`, sql`lower(r.name)`, 'like')},
                                      similarity(lower(r.name), ${terms.text}) desc, r.id) as position
   from (${candidates(terms, 'recipes', textSources(terms, 'recipes', sql`lower(name)`, 'like'))}) c
   join recipes r on r.id = c.id
   order by position limit ${limit})`;

const liveUser = sql`deleted_at is null`;

const users = (terms: SearchTerms, limit: number) => {
  const limitRows = sql.raw(String(CANDIDATES_PER_SOURCE));
  const emailPrefix = sql`(select id from users where ${liveUser} and lower(email) like ${terms.prefix}
                           order by lower(email) limit ${limitRows})`;
  const nameSources = textSources(terms, 'users', fullName('users'), 'ilike', liveUser);
  return sql`
  (select 'users' as kind, u.id, coalesce(${displayName('u')}, u.email) as title, u.email as detail,
          null as extra, null as owner,
          row_number() over (order by least(${tier(terms, sql`u.id`, fullName('u'), 'ilike')},
                                            ${tier(terms, sql`u.id`, sql`u.email`, 'ilike')}),
                                      greatest(similarity(${fullName('u')}, ${terms.text}),
                                               similarity(u.email, ${terms.text})) desc, u.id) as position
   from (${candidates(terms, 'users', [emailPrefix, ...nameSources], liveUser)}) c
   join users u on u.id = c.id
   order by position limit ${limit})`;
};

/** Posts match by substring (a word prefix for a short term) and rank newest first within a tier. */
const posts = (terms: SearchTerms, limit: number) => {
  const limitRows = sql.raw(String(CANDIDATES_PER_SOURCE));
  const match = terms.short
    ? sql`(content ilike ${terms.prefix} or content ilike ${terms.wordPrefix})`
    : sql`content ilike ${terms.contains}`;
  const source = sql`(select id from posts where ${match} order by created_at desc, id desc limit ${limitRows})`;
  return sql`
  (select 'posts' as kind, p.id, left(p.content, 160) as title, p.type as detail,
          coalesce(${displayName('a')}, a.email) as extra, null as owner,
          row_number() over (order by case when p.id = ${terms.id} then 0
                                           when p.content ilike ${terms.prefix} then 2 else 3 end,
                                      p.created_at desc, p.id desc) as position
   from (${candidates(terms, 'posts', [source])}) c
   join posts p on p.id = c.id
   join users a on a.id = p.author_id
   order by position limit ${limit})`;
};

/**
 * Every kind's best `limit` hits in one statement: per kind, the union of a few index reads (the id, prefixes,
 * substrings, similar texts; each capped), ranked. Trashed records are outside the views read; soft-deleted
 * users are left out (the trash lists them).
 */
export const searchStatement = (terms: SearchTerms, limit: number) =>
  sql`${sql.join(
    [programs, exercises, recipes, users, posts].map((kind) => kind(terms, limit)),
    sql` union all `,
  )} order by kind, position`;

export const searchEverything = async (db: Queryable, terms: SearchTerms, limit: number) => {
  const result = await db.execute<SearchRow & { position: string }>(searchStatement(terms, limit));
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
};
