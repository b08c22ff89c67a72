import { describe, expect, it } from 'vitest';
import type { DayExerciseGroup } from '@coachboard/contract';
import { reorderKeepingGroups } from './group-reorder';

const group = (id: number, label: string, order: number): DayExerciseGroup => ({
  id,
  kind: 'superset',
  label,
  order,
  rounds: null,
});
// 1 Squat, 2 Bench A1, 3 Row A2, 4 Plank
const day = [
  { id: 1, group: null },
  { id: 2, group: group(9, 'A', 1) },
  { id: 3, group: group(9, 'A', 2) },
  { id: 4, group: null },
];
const ids = (from: number, to: number) => reorderKeepingGroups(day, from, to).items.map((item) => item.id);

describe('reorderKeepingGroups', () => {
  it('moves a whole group when one of its cards is dragged out of it', () => {
    expect(ids(1, 3)).toEqual([1, 4, 2, 3]);
    expect(ids(2, 0)).toEqual([2, 3, 1, 4]);
    expect(reorderKeepingGroups(day, 1, 3).positions).toEqual({ '1': 1, '4': 2, '2': 3, '3': 4 });
  });

  it('reorders inside a group, and lands an exercise before or after a group, never inside it', () => {
    expect(ids(1, 2)).toEqual([1, 3, 2, 4]);
    expect(ids(0, 1)).toEqual([2, 3, 1, 4]);
    expect(ids(3, 2)).toEqual([1, 4, 2, 3]);
    expect(ids(0, 3)).toEqual([2, 3, 4, 1]);
  });
});
