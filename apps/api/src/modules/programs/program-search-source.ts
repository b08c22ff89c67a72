import { sql } from 'drizzle-orm';
import {
  byId,
  candidates,
  displayName,
  textSources,
  tier,
  type SearchSource,
} from '../../lib/search-sources.js';

/**
 * Programs in the global search, personal copies included (named with their owner): by id, then the name
 * (`name_search`, the lowered name its trigram index keys), nearest first within a tier.
 */
export const programSearchSource: SearchSource = (terms, limit) => sql`
  (select 'programs' as kind, p.id, p.name as title, p.program_type as detail, p.duration_weeks::text as extra,
          ${displayName('o')} as owner,
          row_number() over (order by ${tier(terms, sql`p.id`, sql`p.name_search`, 'like')},
                                      similarity(p.name_search, ${terms.text}) desc, p.id) as position
   from (${candidates(terms, limit, 'training_programs', textSources(terms, 'training_programs', sql`name_search`, 'like'))}) c
   cross join lateral ${byId('training_programs')} p
   left join users o on o.id = p.owner_user_id
   order by position limit ${limit})`;
