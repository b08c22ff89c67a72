import { describe, expect, it, vi } from 'vitest';
import {
  formatCount,
  formatDateTime,
  formatLongDate,
  formatShortDate,
  humanize,
  pluralize,
  todayDate,
  truncate,
} from './format';

describe('format', () => {
  it('writes long US dates and falls back for empty or invalid values', () => {
    expect(formatLongDate('2026-01-05T12:00:00')).toBe('January 5, 2026');
    expect(formatLongDate(null, 'Not provided')).toBe('Not provided');
    expect(formatLongDate('not a date', 'Invalid date')).toBe('Invalid date');
  });

  it('writes date and time like the post detail and short dates like the user detail', () => {
    expect(formatDateTime('2024-03-03T17:07:00')).toBe('March 3rd, 2024, 5:07 PM');
    expect(formatShortDate('1990-07-04')).toBe('07/04/1990');
  });

  it("writes today as the API's local date", () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 5, 23, 30) });
    try {
      expect(todayDate()).toBe('2026-01-05');
    } finally {
      vi.useRealTimers();
    }
  });

  it('humanizes enum values, pluralizes and truncates', () => {
    expect(humanize('mobility_and_warm_up')).toBe('Mobility And Warm Up');
    expect(pluralize(1, 'like')).toBe('1 like');
    expect(pluralize(3, 'like')).toBe('3 likes');
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
  });
});

describe('formatCount', () => {
  it('groups thousands with commas and leaves numbers under 1,000 as they were', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(200002)).toBe('200,002');
    expect(formatCount(500000)).toBe('500,000');
  });

  it('formats the count in plurals', () => {
    expect(pluralize(3, 'week')).toBe('3 weeks');
    expect(pluralize(1200, 'day')).toBe('1,200 days');
  });
});
