import { describe, expect, it } from 'vitest';
import {
  assignmentEndsOn,
  assignmentMessages,
  isCalendarDate,
  personalCopyName,
  PROGRAM_NAME_MAX,
  userScheduleQuerySchema,
} from '../src/index.js';

describe('assignments', () => {
  it('ends_on is the first day after the program: start date + weeks × 7 days', () => {
    expect(assignmentEndsOn('2026-03-02', 2)).toBe('2026-03-16');
    expect(assignmentEndsOn('2026-12-28', 1)).toBe('2027-01-04');
    expect(assignmentEndsOn('2028-02-22', 1)).toBe('2028-02-29');
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-3-01')).toBe(false);
    expect(isCalendarDate('2026-03-01T00:00:00Z')).toBe(false);
    expect(isCalendarDate('1900-01-01')).toBe(true);
    expect(isCalendarDate('2999-12-31')).toBe(true);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('1899-12-31')).toBe(false);
    expect(isCalendarDate('9999-12-31')).toBe(false);
  });

  it("names a personal copy '{program} · {user}', cut so the whole fits the name limit", () => {
    expect(personalCopyName('Strength Base', 'Ana Silva')).toBe('Strength Base · Ana Silva');
    const long = personalCopyName('x'.repeat(PROGRAM_NAME_MAX), 'Ana Silva');
    expect(long).toHaveLength(PROGRAM_NAME_MAX);
    expect(long.endsWith(' · Ana Silva')).toBe(true);
  });

  it('refuses a schedule range over 62 days or reversed', () => {
    expect(userScheduleQuerySchema.safeParse({ from: '2026-03-01', to: '2026-05-01' }).success).toBe(true);
    const tooLong = userScheduleQuerySchema.safeParse({ from: '2026-03-01', to: '2026-05-02' });
    expect(tooLong.error?.issues[0]?.message).toBe(assignmentMessages.scheduleTooLong);
    expect(userScheduleQuerySchema.safeParse({ from: '2026-03-05', to: '2026-03-01' }).success).toBe(false);
  });

  it("reads the current program as 'Week 3 of 12 · today: Day 2', or Rest", () => {
    expect(assignmentMessages.currentProgram(3, 12, 2)).toBe('Week 3 of 12 · today: Day 2');
    expect(assignmentMessages.currentProgram(1, 4, null)).toBe('Week 1 of 4 · today: Rest');
  });
});
