import { sql } from 'drizzle-orm';
import type { UserAttention, UserAttentionFact } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { bigintArray } from '../../lib/sql.js';
import { utcToday } from './user-attention.js';

type FactRow = {
  user_id: string | number;
  last_id: string | number | null;
  last_name: string | null;
  last_ends_on: string | null;
  last_day: string | null;
  next_id: string | number | null;
  next_name: string | null;
  next_start_date: string | null;
};

/**
 * One assignment per page row, read through program_users_user_ends_on_idx (a probe per user, newest end first):
 * `ended` keeps the ones that have ended by today, otherwise the user's last live assignment.
 */
const lastAssignment = (ended: boolean) => sql`
  select pu.training_program_id as id, p.name, pu.ends_on::text as ends_on, (pu.ends_on - 1)::text as last_day
  from program_users pu join training_programs p on p.id = pu.training_program_id
  where pu.user_id = ids.id and not pu.program_in_trash ${ended ? sql`and pu.ends_on <= ${utcToday}` : sql``}
  order by pu.ends_on desc, pu.training_program_id desc
  limit 1`;

/** The user's next live assignment that has not started yet (a user with no current program may have one). */
const nextAssignment = sql`
  select pu.training_program_id as id, p.name, pu.start_date::text as start_date
  from program_users pu join training_programs p on p.id = pu.training_program_id
  where pu.user_id = ids.id and not pu.program_in_trash and pu.start_date > ${utcToday}
  order by pu.start_date, pu.training_program_id
  limit 1`;

/** Every page row's assignments for a card's facts, in one statement whatever the page size. */
const readAssignments = async (
  db: Queryable,
  attention: 'program_ending' | 'no_current_program',
  ids: number[],
) => {
  const withNext = attention === 'no_current_program';
  const result = await db.execute<FactRow>(sql`
    select ids.id as user_id, last.id as last_id, last.name as last_name, last.ends_on as last_ends_on,
      last.last_day, ${withNext ? sql`next.id` : sql`null`} as next_id,
      ${withNext ? sql`next.name` : sql`null`} as next_name,
      ${withNext ? sql`next.start_date` : sql`null`} as next_start_date
    from unnest(${bigintArray(ids)}) as ids(id)
    left join lateral (${lastAssignment(withNext)}) last on true
    ${withNext ? sql`left join lateral (${nextAssignment}) next on true` : sql``}`);
  return new Map(result.rows.map((row) => [Number(row.user_id), row]));
};

const lastProgram = (row: FactRow | undefined) =>
  row?.last_id != null && row.last_name !== null && row.last_ends_on !== null && row.last_day !== null
    ? { id: Number(row.last_id), name: row.last_name, ends_on: row.last_ends_on, last_day: row.last_day }
    : null;

/** The kept figures behind 'Compliance dropped', read with the page's rows (no statement). */
const complianceFacts = (rows: ReadonlyArray<FactSource>) => {
  const facts = new Map<number, UserAttentionFact>();
  for (const row of rows) {
    const { compliance7d, compliance30d, lastTrainingDay } = row.kept ?? {};
    if (compliance7d == null || compliance30d == null || lastTrainingDay == null) continue;
    facts.set(row.id, {
      kind: 'compliance_dropped',
      compliance_7d: compliance7d,
      compliance_30d: compliance30d,
      last_training_day: lastTrainingDay,
    });
  }
  return facts;
};

/** A page row as the facts read it: its id, join date and (for compliance) its kept figures. */
type FactSource = {
  id: number;
  created_at: string;
  kept?: { compliance7d: number | null; compliance30d: number | null; lastTrainingDay: string | null };
};

/**
 * Why each listed user is on the card's list (`attention_fact`): a fixed number of statements per page (none for
 * `new`, whose fact is the row's own created_at; one for the others).
 */
export const attentionFactsOf = async (
  db: Queryable,
  attention: UserAttention,
  rows: ReadonlyArray<FactSource>,
): Promise<Map<number, UserAttentionFact>> => {
  // Without nutrition targets, the row's fact is when the user joined, as for new users.
  if (attention === 'new' || attention === 'no_nutrition_targets') {
    return new Map(rows.map((row) => [row.id, { kind: 'new', joined_at: row.created_at }]));
  }
  if (attention === 'compliance_dropped') return complianceFacts(rows);
  if (rows.length === 0) return new Map();
  const assignments = await readAssignments(
    db,
    attention,
    rows.map((row) => row.id),
  );
  const facts = new Map<number, UserAttentionFact>();
  for (const { id } of rows) {
    const row = assignments.get(id);
    if (attention === 'no_current_program') {
      facts.set(id, {
        kind: 'no_current_program',
        last_program: lastProgram(row),
        next_program:
          row?.next_id != null && row.next_name !== null && row.next_start_date !== null
            ? { id: Number(row.next_id), name: row.next_name, start_date: row.next_start_date }
            : null,
      });
      continue;
    }
    const ending = lastProgram(row);
    // A user who left the list between the page and this read (their program trashed) has no fact.
    if (ending) {
      facts.set(id, {
        kind: 'program_ending',
        program: { id: ending.id, name: ending.name },
        ends_on: ending.ends_on,
        last_day: ending.last_day,
      });
    }
  }
  return facts;
};
