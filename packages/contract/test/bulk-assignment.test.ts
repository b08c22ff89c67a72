import { describe, expect, it } from 'vitest';
import {
  BULK_ASSIGNMENT_LIMIT,
  bulkAssignmentMessages,
  bulkAssignmentSchema,
  nextMonday,
} from '../src/index.js';

describe('bulk assignment contract', () => {
  it('takes exactly one of user_ids and filter, with start date, mode and dry_run defaults', () => {
    expect(bulkAssignmentSchema.parse({ user_ids: [3, 4] })).toEqual({
      user_ids: [3, 4],
      mode: 'linked',
      dry_run: false,
    });
    expect(bulkAssignmentSchema.parse({ filter: { search: ' ann ' }, mode: 'copy', dry_run: true })).toEqual({
      filter: { search: 'ann', status: 'all' },
      mode: 'copy',
      dry_run: true,
    });
    for (const body of [{}, { user_ids: [1], filter: {} }]) {
      const result = bulkAssignmentSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(
        bulkAssignmentMessages.usersOrFilter,
      );
    }
  });

  it('refuses an empty or too long id list, a bad date, status or mode', () => {
    const messages = (body: unknown) =>
      bulkAssignmentSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ user_ids: [] })).toContain(bulkAssignmentMessages.noUsers);
    const many = Array.from({ length: BULK_ASSIGNMENT_LIMIT + 1 }, (_, index) => index + 1);
    expect(messages({ user_ids: many })).toContain(bulkAssignmentMessages.tooMany);
    expect(messages({ user_ids: [1], start_date: '2026-02-30' })).toContain(
      'start_date must be a calendar date (YYYY-MM-DD)',
    );
    expect(bulkAssignmentSchema.safeParse({ filter: { status: 'gone' } }).success).toBe(false);
    expect(bulkAssignmentSchema.safeParse({ user_ids: [1], mode: 'shared' }).success).toBe(false);
  });

  it("offers the next Monday as start date (a Monday's is a week later)", () => {
    expect(nextMonday('2026-11-26')).toBe('2026-11-30'); // Thursday
    expect(nextMonday('2026-11-29')).toBe('2026-11-30'); // Sunday
    expect(nextMonday('2026-11-30')).toBe('2026-12-07'); // Monday
    expect(nextMonday('2026-12-28')).toBe('2027-01-04'); // Monday, across the year
  });

  it('words the preview, the toast and the refused undo', () => {
    expect(bulkAssignmentMessages.preview(1, 0)).toBe('1 user will be assigned');
    expect(bulkAssignmentMessages.preview(4_998, 2)).toBe('4,998 users will be assigned · 2 skipped');
    expect(bulkAssignmentMessages.assigned(3, 'Strength')).toBe('3 users assigned to Strength');
    expect(bulkAssignmentMessages.copiesEdited(['A · Ann'])).toBe(
      'Cannot undo: this personal copy was edited since: A · Ann',
    );
    expect(bulkAssignmentMessages.copiesEdited(['1', '2', '3', '4', '5', '6', '7'])).toBe(
      'Cannot undo: these personal copies were edited since: 1, 2, 3, 4, 5 and 2 more',
    );
  });
});
