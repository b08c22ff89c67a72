import { describe, expect, it } from 'vitest';
import { placeAtPositions } from '../../src/modules/exercises/exercise-positions.js';

describe('placeAtPositions: restored places back at their old positions', () => {
  it('puts a place back where it was when nothing else changed the day', () => {
    // Day was [1, 2, 3, 4]; 3 went to the trash, the others closed up to [1, 2, 4].
    expect(placeAtPositions([1, 2, 4], [{ id: 3, position: 3 }])).toEqual([1, 2, 3, 4]);
    expect(placeAtPositions([2, 3], [{ id: 1, position: 1 }])).toEqual([1, 2, 3]);
    expect(placeAtPositions([1, 2], [{ id: 3, position: 3 }])).toEqual([1, 2, 3]);
  });

  it('puts several places back lowest position first, so their old order holds', () => {
    expect(
      placeAtPositions(
        [2, 4],
        [
          { id: 5, position: 5 },
          { id: 3, position: 3 },
          { id: 1, position: 1 },
        ],
      ),
    ).toEqual([1, 2, 3, 4, 5]);
  });

  it('is exact when restores run in the reverse order of the deletes', () => {
    // [a, b, c, d]: b trashed (position 2) -> [a, c, d]; then c trashed (position 2 of the closed-up day).
    const afterFirst = [10, 30, 40];
    const afterSecond = [10, 40];
    const cBack = placeAtPositions(afterSecond, [{ id: 30, position: 2 }]);
    expect(cBack).toEqual(afterFirst);
    expect(placeAtPositions(cBack, [{ id: 20, position: 2 }])).toEqual([10, 20, 30, 40]);
  });

  it('puts a place at the end when the day grew shorter, and at the start for a position below 1', () => {
    expect(placeAtPositions([1], [{ id: 9, position: 7 }])).toEqual([1, 9]);
    expect(placeAtPositions([], [{ id: 9, position: 3 }])).toEqual([9]);
    expect(placeAtPositions([1, 2], [{ id: 9, position: 0 }])).toEqual([9, 1, 2]);
  });

  it('breaks a tie of positions by id and leaves its inputs alone', () => {
    const live = [1, 2];
    const restored = [
      { id: 8, position: 2 },
      { id: 7, position: 2 },
    ];
    expect(placeAtPositions(live, restored)).toEqual([1, 7, 8, 2]);
    expect(live).toEqual([1, 2]);
    expect(restored.map((place) => place.id)).toEqual([8, 7]);
  });
});
