import { sql, type SQL } from 'drizzle-orm';

/**
 * The kit a module builds its global-search source with: each module that owns a searchable kind writes its own
 * part of the search statement (`<thing>-search-source.ts`, offered through its `public.ts`) from these pieces, and
 * `modules/search` joins the parts without naming a table.
 */

/**
 * Each source of a kind reads at most this many rows through its index before the kind is ranked, so a term
 * matching thousands of records (a common first name, a word in every post) costs the same as a rare one.
 */
export const CANDIDATES_PER_SOURCE = 100;

/**
 * The statement's parameters: the term's text and LIKE patterns, its id (null unless a number), the e-mail
 * range its prefix spans (`emailFrom` <= lower(email) < `emailTo`, byte order as text_pattern_ops keeps it: a
 * LIKE prefix with a parameter for a pattern is no index range in a generic plan; ordered `using ~<~`, the index's
 * own order, so a common prefix stops after the first candidates instead of sorting thousands), the range of
 * e-mail domains the term starts (its text after a leading '@': '@example' and 'example.com' are domain prefixes,
 * read from users_email_domain_idx in its order) and the hits per kind.
 */
export const searchPlaceholders = {
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

/** The term as a kind's SQL reads it: the placeholders above, or (posts) the values themselves. */
export type SearchTermsSql = Record<keyof typeof searchPlaceholders, unknown> & { short: boolean };

/**
 * One kind's part of the search: its best `limit` hits as rows of (kind, id, title, detail, extra, owner,
 * position), `position` its rank within the kind.
 */
export type SearchSource = (terms: SearchTermsSql, limit: SQL) => SQL;

/** A person's first and last name under table alias `alias`, as the users' full-name trigram index keys it. */
export const fullName = (alias: string) =>
  sql.raw(`(coalesce(${alias}.first_name, '') || ' ' || coalesce(${alias}.last_name, ''))`);
export const displayName = (alias: string) => sql`nullif(trim(${fullName(alias)}), '')`;

/**
 * 0 the record whose id the term is, 1 exactly the term, 2 starting with it (or a word of it does), 3 holding
 * it, 4 only similar (a typo); within a tier the nearer trigram similarity first.
 */
export const tier = (terms: SearchTermsSql, id: SQL, text: SQL, like: 'like' | 'ilike') => {
  const op = sql.raw(like);
  return sql`case when ${id} = ${terms.id} then 0 when lower(${text}) = ${terms.text} then 1
    when ${text} ${op} ${terms.prefix} or ${text} ${op} ${terms.wordPrefix} then 2
    when ${text} ${op} ${terms.contains} then 3 else 4 end`;
};

/**
 * Rows of `view` whose `column` matches: a prefix for a short term, else a substring (`matched`) or, for a typo,
 * a similar text (`similar`).
 */
export const textSources = (
  terms: SearchTermsSql,
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
export const byId = (view: string) => sql.raw(`(select * from ${view} where id = c.id limit 1)`);

/**
 * The ids a kind ranks: the record whose id the term is, the text matches and `others`, and the similar texts
 * only while fewer than `limit` texts match: a similar-only row ranks below every match (tier 4), so it cannot
 * reach the answer then, and skipping the read saves a similarity search whose trigrams most rows share (every
 * recipe is 'Recipe No. N': 'no. 4242' rechecked all 100,000 of them, half a second).
 */
export const candidates = (
  terms: SearchTermsSql,
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
