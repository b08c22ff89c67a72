import { describe, expect, it } from 'vitest';
import {
  addActivityLogSchema,
  reorderPositions,
  trainingDayMessages,
  updatePositionsSchema,
} from '../src/index.js';

describe('training-day inputs', () => {
  it('defaults is_persistent to false', () => {
    expect(addActivityLogSchema.parse({ exercise_id: 3, training_day_id: '9' })).toEqual({
      exercise_id: 3,
      training_day_id: 9,
      is_persistent: false,
    });
  });

  it('accepts a map of log ids to positions and refuses bad keys, values and an empty map', () => {
    expect(updatePositionsSchema.safeParse({ training_day_id: 1, positions: { 4: 2, 7: 1 } }).success).toBe(
      true,
    );
    for (const positions of [{}, { abc: 1 }, { 4: 0 }, { 4: 1.5 }, { 4: '1' }]) {
      const result = updatePositionsSchema.safeParse({ training_day_id: 1, positions });
      expect(result.success, JSON.stringify(positions)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(trainingDayMessages.positionsRequired);
    }
  });
});

describe('reorderPositions', () => {
  it('moves one item and numbers the new order 1..n', () => {
    const result = reorderPositions([{ id: 10 }, { id: 11 }, { id: 12 }], 2, 0);
    expect(result.items.map((item) => item.id)).toEqual([12, 10, 11]);
    expect(result.positions).toEqual({ 12: 1, 10: 2, 11: 3 });
  });
});
