import { sql } from 'drizzle-orm';
import { byId, candidates, textSources, tier, type SearchSource } from '../../lib/search-sources.js';

/** Library exercises in the global search: by id, then the name (`name_search`), nearest first within a tier. */
export const exerciseSearchSource: SearchSource = (terms, limit) => sql`
  (select 'exercises' as kind, e.id, e.name as title, e.target_muscle_group as detail, null as extra, null as owner,
          row_number() over (order by ${tier(terms, sql`e.id`, sql`e.name_search`, 'like')},
                                      similarity(e.name_search, ${terms.text}) desc, e.id) as position
   from (${candidates(terms, limit, 'exercises', textSources(terms, 'exercises', sql`name_search`, 'like'))}) c
   cross join lateral ${byId('exercises')} e
   order by position limit ${limit})`;
