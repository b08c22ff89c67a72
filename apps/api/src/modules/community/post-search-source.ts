import { sql } from 'drizzle-orm';
import {
  byId,
  candidates,
  CANDIDATES_PER_SOURCE,
  displayName,
  type SearchSource,
} from '../../lib/search-sources.js';

/**
 * Posts in the global search: by substring of their text (a word prefix for a short term), newest first within
 * a tier; titled with their text's start, named with their author.
 */
export const postSearchSource: SearchSource = (terms, limit) => {
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
