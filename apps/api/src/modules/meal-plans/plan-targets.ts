import type { DayTargets } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';

/**
 * The targets a plan's days are held to: a user's (their training and rest profiles) or a target template's.
 * Neither given: null, totals only.
 */
export const planTargets = async (
  _db: Queryable,
  _source: { userId?: number | undefined; templateId?: number | undefined },
): Promise<DayTargets | null> => null;
