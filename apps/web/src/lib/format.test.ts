import { describe, expect, it, vi } from 'vitest';
import {
  createDateFormats,
  formatCount,
  formatDate,
  formatLongUsDate,
  formatPostDateTime,
  formatTimestamp,
  formatWeekdayDate,
  humanize,
  pluralize,
  todayDate,
  truncate,
} from './format';

describe('the date policy', () => {
  const us = createDateFormats('en-US', 'UTC');

  it('writes a day in the short form and a moment in the long form', () => {
    expect(us.date('2026-11-29T02:33:00Z')).toBe('Nov 29, 2026');
    expect(us.dateTime('2026-11-29T02:33:00Z')).toBe('Nov 29, 2026, 2:33 AM');
    expect(us.dateTime('2026-11-29T14:05:00Z')).toBe('Nov 29, 2026, 2:05 PM');
    expect(us.date(new Date(Date.UTC(2024, 2, 3, 17, 7)))).toBe('Mar 3, 2024');
    expect(us.dateTime(Date.UTC(2024, 2, 3, 17, 7))).toBe('Mar 3, 2024, 5:07 PM');
  });

  it("writes the moment in the formats' time zone", () => {
    const tokyo = createDateFormats('en-US', 'Asia/Tokyo');
    expect(tokyo.dateTime('2026-11-29T20:00:00Z')).toBe('Nov 30, 2026, 5:00 AM');
    const newYork = createDateFormats('en-US', 'America/New_York');
    expect(newYork.date('2026-11-29T02:33:00Z')).toBe('Nov 28, 2026');
  });

  it('keeps a calendar date on its own day in every time zone', () => {
    for (const zone of ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/New_York']) {
      expect(createDateFormats('en-US', zone).date('2026-03-02')).toBe('Mar 2, 2026');
    }
    expect(us.date('2026-02-30', 'Invalid date')).toBe('Invalid date');
  });

  it("names a schedule's day by its weekday, on its own day in every time zone", () => {
    expect(us.weekdayDate('2026-11-29')).toBe('Sun, Nov 29');
    expect(us.weekdayDate('2026-11-30T02:33:00Z')).toBe('Mon, Nov 30');
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      expect(createDateFormats('en-US', zone).weekdayDate('2026-03-02')).toBe('Mon, Mar 2');
    }
    expect(createDateFormats('en-GB', 'UTC').weekdayDate('2026-11-29')).toBe('Sun 29 Nov');
    expect(us.weekdayDate('2026-02-30', 'Invalid date')).toBe('Invalid date');
    expect(formatWeekdayDate('2026-03-02')).toBe(
      new Intl.DateTimeFormat(undefined, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(2026, 2, 2))),
    );
  });

  it("follows the browser's language", () => {
    const british = createDateFormats('en-GB', 'UTC');
    expect(british.date('2026-11-29T02:33:00Z')).toBe('29 Nov 2026');
    expect(british.dateTime('2026-11-29T14:33:00Z')).toMatch(/^29 Nov 2026, 14:33$/);
    expect(createDateFormats('de-DE', 'UTC').date('2026-11-29T02:33:00Z')).toBe('29.11.2026');
  });

  it('gives the fallback for empty or unreadable values', () => {
    expect(us.date(null, 'Not provided')).toBe('Not provided');
    expect(us.date(undefined)).toBe('');
    expect(us.dateTime('', 'Never')).toBe('Never');
    expect(us.dateTime('not a date', 'Invalid date')).toBe('Invalid date');
  });

  it('writes no narrow no-break space (what ICU puts before AM), so the text matches what people type', () => {
    expect(us.dateTime('2026-11-29T02:33:00Z')).not.toMatch(/\u202f/);
  });

  it("formats through the browser's own locale and zone by default", () => {
    const at = '2026-11-29T02:33:00Z';
    const expected = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' })
      .format(new Date(at))
      .replace(/\u202f/g, ' ');
    expect(formatTimestamp(at)).toBe(expected);
    expect(formatDate('2026-03-02')).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 2, 2)),
      ),
    );
  });
});

describe("the specification's fixed formats", () => {
  it("writes a post's date like 'March 3rd, 2024, 5:07 PM'", () => {
    expect(formatPostDateTime('2024-03-03T17:07:00')).toBe('March 3rd, 2024, 5:07 PM');
    expect(formatPostDateTime('2024-03-22T09:00:00')).toBe('March 22nd, 2024, 9:00 AM');
    expect(formatPostDateTime(null, 'Unknown')).toBe('Unknown');
  });

  it("writes a program's created date in the long US format", () => {
    expect(formatLongUsDate('2026-01-05T12:00:00')).toBe('January 5, 2026');
    expect(formatLongUsDate(null, 'Not provided')).toBe('Not provided');
    expect(formatLongUsDate('not a date', 'Invalid date')).toBe('Invalid date');
  });
});

describe('format', () => {
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
