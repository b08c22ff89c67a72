import { describe, expect, it } from 'vitest';
import {
  addDays,
  describeAuditEntry,
  isCheckInOverdue,
  overdueFrom,
  reviewCheckInInputSchema,
  unmetDueOn,
  CHECK_IN_REPLY_MAX,
  checkInReviewMessages,
  type AuditEntry,
} from '../src/index.js';

const monday = '2026-03-02';

describe('the earliest unmet check-in due date', () => {
  it('is the start until a check-in meets it, up to 3 days early', () => {
    expect(unmetDueOn(monday, 1, null)).toBe(monday);
    expect(unmetDueOn(monday, 1, addDays(monday, -4))).toBe(monday);
    expect(unmetDueOn(monday, 1, addDays(monday, -3))).toBe(addDays(monday, 7));
    expect(unmetDueOn(monday, 1, monday)).toBe(addDays(monday, 7));
  });

  it('moves past every due date a late check-in meets, by the cadence', () => {
    // Two weeks late on a weekly cadence: the check-in meets the first three due dates.
    expect(unmetDueOn(monday, 1, addDays(monday, 14))).toBe(addDays(monday, 21));
    // Every two weeks: a check-in 10 days in meets the due dates of day 0 and day 14 (3 days early).
    expect(unmetDueOn(monday, 2, addDays(monday, 10))).toBe(addDays(monday, 14));
    expect(unmetDueOn(monday, 2, addDays(monday, 11))).toBe(addDays(monday, 28));
  });

  it('is overdue from 48 hours after the due date', () => {
    expect(overdueFrom(monday)).toBe('2026-03-04');
    expect(isCheckInOverdue(monday, '2026-03-03')).toBe(false);
    expect(isCheckInOverdue(monday, '2026-03-04')).toBe(true);
  });
});

describe("Mark reviewed's reply", () => {
  it('is optional, trimmed (empty is none) and limited, with clear messages', () => {
    expect(reviewCheckInInputSchema.parse({})).toEqual({});
    expect(reviewCheckInInputSchema.parse({ reply: '  Good week  ' })).toEqual({ reply: 'Good week' });
    expect(reviewCheckInInputSchema.parse({ reply: '   ' })).toEqual({ reply: null });
    const long = reviewCheckInInputSchema.safeParse({ reply: 'x'.repeat(CHECK_IN_REPLY_MAX + 1) });
    expect(long.error?.issues[0]?.message).toBe(checkInReviewMessages.replyTooLong);
    expect(reviewCheckInInputSchema.safeParse({ reply: 3 }).error?.issues[0]?.message).toBe(
      checkInReviewMessages.replyInvalid,
    );
  });
});

describe('the audit sentence of a review', () => {
  const entry = (details: Record<string, unknown>): AuditEntry => ({
    id: 1,
    at: '2026-05-12T10:42:00.000Z',
    actor: { id: 7, name: 'Jane Smith', email: 'jane@example.com' },
    action: 'update',
    record: { type: 'user', id: 3, name: 'Anna Berg' },
    changes: null,
    details,
    address: null,
    user_agent: null,
    reverts_entry_id: null,
    batch_id: null,
    revertable: false,
  });

  it('names the user, the check-in date and whether a reply went with it', () => {
    expect(
      describeAuditEntry(entry({ check_in_review: { id: 9, date: monday, replied: true, again: false } })),
    ).toBe('Jane Smith reviewed the check-in of "Anna Berg" dated 2 March 2026, with a reply');
    expect(
      describeAuditEntry(entry({ check_in_review: { id: 9, date: monday, replied: false, again: true } })),
    ).toBe('Jane Smith reviewed again the check-in of "Anna Berg" dated 2 March 2026');
  });
});
