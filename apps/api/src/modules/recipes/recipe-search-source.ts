import { sql } from 'drizzle-orm';
import { byId, candidates, textSources, tier, type SearchSource } from '../../lib/search-sources.js';

/** Recipes in the global search: by id, then the lowered name (its trigram index), nearest first within a tier. */
export const recipeSearchSource: SearchSource = (terms, limit) => sql`
  (select 'recipes' as kind, r.id, r.name as title, r.calories::text as detail, null as extra, null as owner,
          row_number() over (order by ${tier(terms, sql`r.id`, sql`lower(r.name)`, 'like')},
                                      similarity(lower(r.name), ${terms.text}) desc, r.id) as position
   from (${candidates(terms, limit, 'recipes', textSources(terms, 'recipes', sql`lower(name)`, 'like'))}) c
   cross join lateral ${byId('recipes')} r
   order by position limit ${limit})`;
