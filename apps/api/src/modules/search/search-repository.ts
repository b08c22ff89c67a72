import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { preparedStatementFamily } from '../../lib/prepared.js';
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
/**
 * The statement's parameters: the term's text and LIKE patterns, its id (null unless a number), the e-mail
 * range its prefix spans (`emailFrom` <= lower(email) < `emailTo`, byte order as text_pattern_ops keeps it: a
 * LIKE prefix with a parameter for a pattern is no index range in a generic plan; ordered `using ~<~`, the index's
 * own order, so a common prefix stops after the first candidates instead of sorting thousands), the range of
 * e-mail domains the term starts (its text after a leading '@': '@example' and 'example.com' are domain prefixes,
 * read from users_email_domain_idx in its order) and the hits per kind.
 */
const terms = {
  text: sql.placeholder('text'),
  prefix: sql.placeholder('prefix'),
  wordPrefix: sql.placeholder('wordPrefix'),
  contains: sql.placeholder('contains'),
  id: sql.placeholder('id'),
  emailFrom: sql.placeholder('emailFrom'),
  emailTo: sql.placeholder('emailTo'),
  domainFrom: sql.placeholder('domainFrom'),
  domainTo: sql.placeholder('domainTo'),
};
/** The term as the kinds' SQL reads it: the placeholders above, or (posts) the values themselves. */
type Terms = Record<keyof typeof terms, unknown> & { short: boolean };

const tier = (terms: Terms, id: SQL, text: SQL, like: 'like' | 'ilike') => {
  const op = sql.raw(like);
  return sql`case when ${id} = ${terms.id} then 0 when lower(${text}) = ${terms.text} then 1
    when ${text} ${op} ${terms.prefix} or ${text} ${op} ${terms.wordPrefix} then 2
    when ${text} ${op} ${terms.contains} then 3 else 4 end`;
};

/**
 * Rows of `view` whose `column` matches: a prefix for a short term, else a substring (`matched`) or, for a typo,
 * a similar text (`similar`).
 */
const textSources = (
  terms: Terms,
  view: string,
  column: SQL,
  like: 'like' | 'ilike',
  live = sql`true`,
): { matched: SQL; similar?: SQL } => {
  const table = sql.raw(view);
  const op = sql.raw(like);
  const limit = sql.raw(String(CANDIDATES_PER_SOURCE));
  if (terms.short) {
    return {
      matched: sql`select id from ${table} where ${live} and (${column} ${op} ${terms.prefix} or ${column} ${op} ${terms.wordPrefix}) limit ${limit}`,
    };
  }
  return {
    matched: sql`select id from ${table} where ${live} and ${column} ${op} ${terms.contains} limit ${limit}`,
    similar: sql`select id from ${table} where ${live} and ${column} % ${terms.text} limit ${limit}`,
  };
};

/**
 * A candidate's row, by primary key: a lateral subquery with a limit is not flattened into a join, so even a
 * generic plan (which cannot tell how few candidates come) probes the key instead of hashing a scan of the view.
 */
const byId = (view: string) => sql.raw(`(select * from ${view} where id = c.id limit 1)`);

/**
 * The ids a kind ranks: the record whose id the term is, the text matches and `others`, and the similar texts
 * only while fewer than `limit` texts match: a similar-only row ranks below every match (tier 4), so it cannot
 * reach the answer then, and skipping the read saves a similarity search whose trigrams most rows share (every
 * recipe is 'Recipe No. N': 'no. 4242' rechecked all 100,000 of them, half a second).
 */
const candidates = (
  terms: Terms,
  limit: SQL,
  view: string,
  text: { matched: SQL; similar?: SQL },
  others: SQL[] = [],
  live = sql`true`,
) => sql`with matched as materialized (${text.matched})
    ${sql.join(
      [
        sql`select id from ${sql.raw(view)} where ${live} and id = ${terms.id}`,
        sql`select id from matched`,
        ...others,
        ...(text.similar
          ? [
              sql`select id from (${text.similar}) similar_rows where (select count(*) from matched) < ${limit}`,
            ]
          : []),
      ],
      sql` union `,
    )}`;

const programs = (terms: Terms, limit: SQL) => sql`
  (select 'programs' as kind, p.id, p.name as title, p.program_type as detail, p.duration_weeks::text as extra,
          ${displayName('o')} as owner,
          row_number() over (order by ${tier(terms, sql`p.id`, sql`p.name_search`, 'like')},
                                      similarity(p.name_search, ${terms.text}) desc, p.id) as position
   from (${candidates(terms, limit, 'training_programs', textSources(terms, 'training_programs', sql`name_search`, 'like'))}) c
   cross join lateral ${byId('training_programs')} p
   left join users o on o.id = p.owner_user_id
   order by position limit ${limit})`;

const exercises = (terms: Terms, limit: SQL) => sql`
  (select 'exercises' as kind, e.id, e.name as title, e.target_muscle_group as detail, null as extra, null as owner,
          row_number() over (order by ${tier(terms, sql`e.id`, sql`e.name_search`, 'like')},
                                      similarity(e.name_search, ${terms.text}) desc, e.id) as position
   from (${candidates(terms, limit, 'exercises', textSources(terms, 'exercises', sql`name_search`, 'like'))}) c
   cross join lateral ${byId('exercises')} e
   order by position limit ${limit})`;

const recipes = (terms: Terms, limit: SQL) => sql`
  (select 'recipes' as kind, r.id, r.name as title, r.calories::text as detail, null as extra, null as owner,
          row_number() over (order by ${tier(terms, sql`r.id`, sql`lower(r.name)`, 'like')},
                                      similarity(lower(r.name), ${terms.text}) desc, r.id) as position
   from (${candidates(terms, limit, 'recipes', textSources(terms, 'recipes', sql`lower(name)`, 'like'))}) c
   cross join lateral ${byId('recipes')} r
   order by position limit ${limit})`;

const liveUser = sql`deleted_at is null`;
/** The part of an e-mail after its '@', as users_email_domain_idx (migration 0035) keys it. */
const emailDomainOf = sql`lower(split_part(email, '@', 2))`;

const users = (terms: Terms, limit: SQL) => {
  const limitRows = sql.raw(String(CANDIDATES_PER_SOURCE));
  const emailPrefix = sql`(select id from users where ${liveUser}
                             and lower(email) ~>=~ ${terms.emailFrom} and lower(email) ~<~ ${terms.emailTo}
                             and lower(email) like ${terms.prefix}
                           order by lower(email) using ~<~ limit ${limitRows})`;
  const emailDomain = sql`(select id from users where ${liveUser}
                             and ${emailDomainOf} ~>=~ ${terms.domainFrom} and ${emailDomainOf} ~<~ ${terms.domainTo}
                           order by ${emailDomainOf} using ~<~, lower(email) using ~<~ limit ${limitRows})`;
  const nameSources = textSources(terms, 'users', fullName('users'), 'ilike', liveUser);
  return sql`
  (select 'users' as kind, u.id, coalesce(${displayName('u')}, u.email) as title, u.email as detail,
          null as extra, null as owner,
          row_number() over (order by least(${tier(terms, sql`u.id`, fullName('u'), 'ilike')},
                                            ${tier(terms, sql`u.id`, sql`u.email`, 'ilike')}),
                                      greatest(similarity(${fullName('u')}, ${terms.text}),
                                               similarity(u.email, ${terms.text})) desc, u.id) as position
   from (${candidates(terms, limit, 'users', nameSources, [emailPrefix, emailDomain], liveUser)}) c
   cross join lateral ${byId('users')} u
   where u.role = 'user'
   order by position limit ${limit})`;
};

/** Posts match by substring (a word prefix for a short term) and rank newest first within a tier. */
const posts = (terms: Terms, limit: SQL) => {
  const limitRows = sql.raw(String(CANDIDATES_PER_SOURCE));
  const match = terms.short
    ? sql`(content ilike ${terms.prefix} or content ilike ${terms.wordPrefix})`
    : sql`content ilike ${terms.contains}`;
  const source = sql`select id from posts where ${match} order by created_at desc, id desc limit ${limitRows}`;
  return sql`
  (select 'posts' as kind, p.id, left(p.content, 160) as title, p.type as detail,
          coalesce(${displayName('a')}, a.email) as extra, null as owner,
          row_number() over (order by case when p.id = ${terms.id} then 0
                                           when p.content ilike ${terms.prefix} then 2 else 3 end,
                                      p.created_at desc, p.id desc) as position
   from (${candidates(terms, limit, 'posts', { matched: source })}) c
   cross join lateral ${byId('posts')} p
   join users a on a.id = p.author_id
   order by position limit ${limit})`;
};

/**
 * Programs, exercises, recipes and users: each kind's best `limit` hits in one statement, per kind the union of a
 * few index reads (the id, prefixes, substrings, similar texts; each capped), ranked. Trashed records are outside
 * the views read; soft-deleted users are left out (the trash lists them). The term is parameters only: one
 * statement text per shape (short terms read prefixes only), prepared once per connection and, after its first
 * runs, planned generically: every source reads the same index whatever the term (a trigram index, the e-mail
 * range, a primary key), so one plan suits every term and planning is not paid per request.
 */
const kindsUnion = (short: boolean) => {
  const shaped: Terms = { ...terms, short };
  const limit = sql`${sql.placeholder('limit')}`;
  return sql.join(
    [programs, exercises, recipes, users].map((kind) => kind(shaped, limit)),
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
    from ${posts({ ...values, short: searched.short }, sql`${limit}`)} as hits order by hits.position`;
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
