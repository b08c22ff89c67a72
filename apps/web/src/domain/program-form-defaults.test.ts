import { describe, expect, it } from 'vitest';
import { createProgramSchema } from '@coachboard/contract';
import { programFormDefaults } from './program-form-defaults';

describe('programFormDefaults', () => {
  it('starts from cardio, beginner, 4 weeks, 3 days and 15 - 30 mins, valid once named', () => {
    expect(programFormDefaults).toMatchObject({
      program_type: 'cardio',
      difficulty_level: 'beginner',
      duration_weeks: 4,
      training_days_per_week: 3,
      workout_duration: '15 - 30 mins',
    });
    expect(createProgramSchema.safeParse(programFormDefaults).success).toBe(false);
    expect(createProgramSchema.parse({ ...programFormDefaults, name: 'Strong Start' })).toMatchObject({
      name: 'Strong Start',
      description: null,
    });
  });
});
