import {
  addDays,
  assignmentMessages,
  daysBetween,
  SCHEDULE_DEFAULT_DAYS,
  SCHEDULE_MAX_DAYS,
} from '@coachboard/contract';
import { invalidField } from '../../lib/errors.js';
import { todayUtc } from './use-cases/change-user-assignment.js';

/**
 * The dates a schedule read covers, both included: `from` (today in UTC without it) to `to` (SCHEDULE_DEFAULT_DAYS
 * from `from` without it). The query schema checks a range it is given whole; a range ending at a given `to`
 * from today is checked here.
 */
export const scheduleRange = (query: { from?: string | undefined; to?: string | undefined }) => {
  const from = query.from ?? todayUtc();
  const to = query.to ?? addDays(from, SCHEDULE_DEFAULT_DAYS - 1);
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw invalidField('to', assignmentMessages.scheduleReversed);
  if (days > SCHEDULE_MAX_DAYS) throw invalidField('to', assignmentMessages.scheduleTooLong);
  return { from, to };
};
