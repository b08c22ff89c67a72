import { describe, expect, it } from 'vitest';
import { difficultyTone } from './difficulty-tone';

describe('difficultyTone', () => {
  it('colours difficulty badges green, yellow, red, and red for anything else', () => {
    expect(['beginner', 'intermediate', 'advanced', 'elite'].map(difficultyTone)).toEqual([
      'green',
      'yellow',
      'red',
      'red',
    ]);
  });
});
