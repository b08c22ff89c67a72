import { sql } from 'drizzle-orm';
import { FAILED_SIGN_IN_HOURS } from '@coachboard/contract';
import { auditEntries } from '../../db/schema/index.js';

/**
 * The dashboard's failed sign-ins: audit entries of action sign-in-failed written in the last 24 hours
 * (audit_entries_action_idx: the action, then a range of `at`). `GET /audit?attention=failed_sign_ins` and the
 * dashboard's count use this very condition.
 */
export const failedSignIns = {
  table: auditEntries,
  where: sql`${auditEntries.action} = 'sign-in-failed'
    and ${auditEntries.at} >= now() - ${sql.raw(`interval '${FAILED_SIGN_IN_HOURS} hours'`)}`,
};
