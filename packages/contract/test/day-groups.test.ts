import { describe, expect, it } from 'vitest';
import { createDayGroupSchema, dayGroupMessages, groupLabel } from '../src/index.js';

const messagesOf = (input: unknown) => {
  const result = createDayGroupSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('day groups (supersets and circuits)', () => {
  it('labels groups A..Z, then AA, AB... like spreadsheet columns', () => {
    expect([0, 1, 2, 25, 26, 27, 51, 52, 701, 702].map(groupLabel)).toEqual([
      'A',
      'B',
      'C',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('accepts 2 or more distinct logs, rounds only on a circuit (1..20)', () => {
    expect(createDayGroupSchema.parse({ log_ids: [1, 2], kind: 'superset' })).toEqual({
      log_ids: [1, 2],
      kind: 'superset',
    });
    expect(createDayGroupSchema.parse({ log_ids: [3, 1, 2], kind: 'circuit', rounds: 20 }).rounds).toBe(20);
    expect(messagesOf({ log_ids: [1], kind: 'superset' })).toEqual([dayGroupMessages.logIdsRequired]);
    expect(messagesOf({ log_ids: [1, 1], kind: 'superset' })).toEqual([dayGroupMessages.logIdsDistinct]);
    expect(messagesOf({ log_ids: [1, 2], kind: 'giant' })).toEqual([dayGroupMessages.kindInvalid]);
    expect(messagesOf({ log_ids: [1, 2], kind: 'superset', rounds: 3 })).toEqual([
      dayGroupMessages.roundsOnSuperset,
    ]);
    for (const rounds of [0, 21, 2.5, '3'])
      expect(messagesOf({ log_ids: [1, 2], kind: 'circuit', rounds })).toEqual([
        dayGroupMessages.roundsInvalid,
      ]);
  });
});
