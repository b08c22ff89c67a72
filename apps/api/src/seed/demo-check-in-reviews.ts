import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { claimSeed, isSeeded } from './seed-once.js';

const SEED_KEY = 'demo-check-in-reviews';
/** Check-ins dated this many days back or more were reviewed; the newer ones wait in the queue. */
export const DEMO_REVIEWED_BEFORE_DAYS = 10;

const REPLIES = [
  'Great consistency this week, keep the steps up.',
  'Weight is moving the right way. Keep protein high and sleep at 7+ hours.',
  'Noted the knee: swap squats for leg press until it settles, and tell me how it feels.',
  'Solid week. Next week we add a set to the main lifts.',
];

/**
 * The coach's side of the demo's check-ins: those dated at least ten days back were reviewed by the demo coach (or,
 * without one, the first owner), about one in three with a reply; the newer ones, the latest progress photos among
 * them, wait in the 'Check-ins to review' queue. The demo's cadences (half the users, since twelve weeks ago) make
 * the users who stopped checking in overdue without anything more. Set-based and run once.
 */
export const seedDemoCheckInReviews = async (db: Database): Promise<number> => {
  if (await isSeeded(db, SEED_KEY)) return 0;
  return db.transaction(async (tx) => {
    if (!(await claimSeed(tx, SEED_KEY))) return 0;
    const replies = sql.join(
      REPLIES.map((reply) => sql`${reply}`),
      sql`, `,
    );
    const reviewed = await tx.execute(sql`
      with reviewer as (
        select id from users
        where role = 'admin' and deleted_at is null and team_role in ('coach', 'owner')
        order by (lower(email) = 'coach@example.com') desc, (team_role = 'owner') desc, id
        limit 1)
      update check_ins c set
        reviewed_by = (select id from reviewer),
        reviewed_at = (c.date + time '18:00') at time zone 'UTC' + interval '1 day',
        reply = case when c.id % 3 = 0 then (array[${replies}])[1 + c.id % ${REPLIES.length}] end
      where c.reviewed_at is null
        and c.date <= current_date - ${DEMO_REVIEWED_BEFORE_DAYS}::int
        and exists (select 1 from reviewer)`);
    return reviewed.rowCount ?? 0;
  });
};
