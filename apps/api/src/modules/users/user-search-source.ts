import { sql } from 'drizzle-orm';
import {
  byId,
  candidates,
  CANDIDATES_PER_SOURCE,
  displayName,
  fullName,
  textSources,
  tier,
  type SearchSource,
} from '../../lib/search-sources.js';

const liveUser = sql`deleted_at is null`;
/** The part of an e-mail after its '@', as users_email_domain_idx (migration 0035) keys it. */
const emailDomainOf = sql`lower(split_part(email, '@', 2))`;

/**
 * App users in the global search (a team account's user page answers 404, so it is no hit; soft-deleted users
 * are the trash's): by id, full name, e-mail prefix or e-mail domain, the nearer of name and e-mail first.
 */
export const userSearchSource: SearchSource = (terms, limit) => {
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
