import { sql } from 'drizzle-orm';
import type { SearchKind } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { preparedStatementFamily } from '../../lib/prepared.js';
import { searchPlaceholders, type SearchTermsSql } from '../../lib/search-sources.js';
import { postSearchSource } from '../community/public.js';
import { exerciseSearchSource } from '../exercises/public.js';
import { programSearchSource } from '../programs/public.js';
import { recipeSearchSource } from '../recipes/public.js';
import { userSearchSource } from '../users/public.js';
import type { SearchTerms } from './search-terms.js';

/** One hit as the statement answers it; `detail`, `extra` and `owner` are the kind's subtitle facts. */
export type SearchRow = {
  kind: SearchKind;
  id: number;
  title: string;
  detail: string | null;
  extra: string | null;
  owner: string | null;
};

/** The kinds of the prepared statement, each written by the module that owns its records, in this order. */
const preparedKinds = [programSearchSource, exerciseSearchSource, recipeSearchSource, userSearchSource];

/**
 * Programs, exercises, recipes and users: each kind's best `limit` hits in one statement, per kind the union of a
 * few index reads (the id, prefixes, substrings, similar texts; each capped), ranked. Trashed records are outside
 * the views read; soft-deleted users are left out (the trash lists them). The term is parameters only: one
 * statement text per shape (short terms read prefixes only), prepared once per connection and, after its first
 * runs, planned generically: every source reads the same index whatever the term (a trigram index, the e-mail
 * range, a primary key), so one plan suits every term and planning is not paid per request.
 */
const kindsUnion = (short: boolean) => {
  const shaped: SearchTermsSql = { ...searchPlaceholders, short };
  const limit = sql`${sql.placeholder('limit')}`;
  return sql.join(
    preparedKinds.map((kind) => kind(shaped, limit)),
    sql` union all `,
  );
};

type Shape = 'short' | 'long';

/** The search of a shape, its parameters unbound (the benchmark explains and times this very statement). */
export const searchQuery = (db: Queryable, shape: Shape) =>
  db
    .select({
      kind: sql<SearchKind>`hits.kind`,
      id: sql<number>`hits.id`.mapWith(Number),
      title: sql<string>`hits.title`,
      detail: sql<string | null>`hits.detail`,
      extra: sql<string | null>`hits.extra`,
      owner: sql<string | null>`hits.owner`,
    })
    .from(sql`(${kindsUnion(shape === 'short')}) as hits`)
    .orderBy(sql`hits.kind`, sql`hits.position`);

/** The search as a named prepared statement of its shape, built once per database handle. */
const searchStatement = preparedStatementFamily((db: Queryable, shape: Shape) =>
  searchQuery(db, shape).prepare(`search_everything_${shape}`),
);

/**
 * Posts, a statement of their own planned for each term (unnamed): their newest matches are either a walk of
 * posts_created_at_id_idx (a common term: every post says 'training') or a bitmap of posts_content_trgm_idx (a
 * rare or absent term), and only the term's own estimate tells which; a generic plan walks all 500,000 posts for
 * a term no post holds. Planning this one kind costs about half a millisecond.
 */
export const searchPostsStatement = (searched: SearchTerms, limit: number) => {
  const values = searchValues(searched, limit);
  return sql`select hits.kind, hits.id, hits.title, hits.detail, hits.extra, hits.owner
    from ${postSearchSource({ ...values, short: searched.short }, sql`${limit}`)} as hits order by hits.position`;
};

/** The code point after the term's last one: the e-mails starting with the term sort before it. */
const prefixEnd = (text: string) => {
  const chars = [...text];
  const last = chars.pop()?.codePointAt(0) ?? 0;
  const next = last + 1 === 0xd800 ? 0xe000 : Math.min(last + 1, 0x10ffff);
  return chars.join('') + String.fromCodePoint(next);
};

/** The domain a term names: 'example.com' as typed, '@example' without its '@'. */
const domainOf = (text: string) => (text.startsWith('@') ? text.slice(1) : text);

/** The statement's parameter values for a term. */
export const searchValues = (searched: SearchTerms, limit: number) => ({
  text: searched.text,
  prefix: searched.prefix,
  wordPrefix: searched.wordPrefix,
  contains: searched.contains,
  id: searched.id,
  emailFrom: searched.text,
  emailTo: prefixEnd(searched.text),
  domainFrom: domainOf(searched.text),
  domainTo: prefixEnd(domainOf(searched.text)),
  limit,
});

export const searchShape = (searched: SearchTerms): Shape => (searched.short ? 'short' : 'long');

/**
 * Every kind's best `limit` hits, in one read-only transaction (one snapshot): the posts planned for their term,
 * then the prepared statement of the four other kinds with `plan_cache_mode = force_generic_plan` for the rest of
 * the transaction (left to `auto`, PostgreSQL keeps planning a long term's statement anew, 4 to 6 ms a time,
 * because a term's own plan looks cheaper than the generic one; the generic plan of each source is the same
 * index read, measured in docs/BENCHMARKS.md).
 */
export const searchEverything = (db: Queryable, searched: SearchTerms, limit: number): Promise<SearchRow[]> =>
  db.transaction(
    async (tx) => {
      const postRows = await tx.execute<SearchRow>(searchPostsStatement(searched, limit));
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      const kinds = await searchStatement(tx, searchShape(searched)).execute(searchValues(searched, limit));
      return [...kinds, ...postRows.rows.map((row) => ({ ...row, id: Number(row.id) }))];
    },
    { accessMode: 'read only' },
  );
