import { describe, expect, it } from 'vitest';
import { parseDirectionSteps } from '../src/index.js';

describe('parseDirectionSteps', () => {
  it('turns STEP n. markers into numbered steps', () => {
    expect(parseDirectionSteps('STEP 1. Boil water. STEP 2. Add pasta.\nSTEP 3. Drain.')).toEqual({
      intro: null,
      steps: ['Boil water.', 'Add pasta.', 'Drain.'],
    });
  });

  it('keeps text before the first marker as an introduction', () => {
    expect(parseDirectionSteps('Serves two.\nSTEP 1. Mix.\nSTEP 2. Bake.')).toEqual({
      intro: 'Serves two.',
      steps: ['Mix.', 'Bake.'],
    });
  });

  it('accepts Step n. at the start of a line but not step n. inside a sentence', () => {
    expect(parseDirectionSteps('Step 1. Mix.\nStep 2. Bake, then repeat step 1. once.')?.steps).toEqual([
      'Mix.',
      'Bake, then repeat step 1. once.',
    ]);
  });

  it('gives null for text without markers, so it is shown plainly', () => {
    expect(parseDirectionSteps('Blend everything until smooth.')).toBeNull();
    expect(parseDirectionSteps('')).toBeNull();
    expect(parseDirectionSteps(null)).toBeNull();
  });
});
