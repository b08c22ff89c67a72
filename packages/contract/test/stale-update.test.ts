import { describe, expect, it } from 'vitest';
import {
  communityMessages,
  exerciseApiMessages,
  programApiMessages,
  recipeApiMessages,
  staleUpdateMessages,
  updateExerciseSchema,
  updatePostSchema,
  updateProgramSchema,
  updateRecipeSchema,
  updateUserSchema,
  userApiMessages,
} from '../src/index.js';

const program = {
  name: 'Strength',
  program_type: 'strength',
  difficulty_level: 'beginner',
  description: null,
};

describe('expected_updated_at on update bodies', () => {
  it('is optional: a body without it keeps validating as before', () => {
    const parsed = updateProgramSchema.parse(program);
    expect(parsed).not.toHaveProperty('expected_updated_at');
    expect(updatePostSchema.parse({ content: 'Hi' })).toEqual({ content: 'Hi' });
  });

  it('takes the timestamp exactly as the API sends it, on all five update schemas', () => {
    const expected_updated_at = '2025-03-04T05:06:07.891Z';
    expect(updateProgramSchema.parse({ ...program, expected_updated_at }).expected_updated_at).toBe(
      expected_updated_at,
    );
    expect(updateExerciseSchema.parse({ expected_updated_at }).expected_updated_at).toBe(expected_updated_at);
    expect(updateRecipeSchema.parse({ name: 'Oats', expected_updated_at }).expected_updated_at).toBe(
      expected_updated_at,
    );
    expect(updateUserSchema.parse({ expected_updated_at }).expected_updated_at).toBe(expected_updated_at);
    expect(updatePostSchema.parse({ content: 'Hi', expected_updated_at }).expected_updated_at).toBe(
      expected_updated_at,
    );
  });

  it.each(['yesterday', '2025-03-04', '2025-13-04T05:06:07Z', '2024-02-31T00:00:00Z', '', 12345])(
    'refuses %j with its message',
    (value) => {
      const result = updateExerciseSchema.safeParse({ expected_updated_at: value });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([
        staleUpdateMessages.expectedUpdatedAtInvalid,
      ]);
    },
  );

  it('names the thing that changed in each area', () => {
    expect(programApiMessages.staleUpdate).toBe(
      'This program was changed by someone else since you opened it. Reload to see the latest version.',
    );
    expect(exerciseApiMessages.staleUpdate).toMatch(/^This exercise was changed/);
    expect(recipeApiMessages.staleUpdate).toMatch(/^This recipe was changed/);
    expect(userApiMessages.staleUpdate).toMatch(/^This user was changed/);
    expect(communityMessages.postStaleUpdate).toMatch(/^This post was changed/);
  });
});
