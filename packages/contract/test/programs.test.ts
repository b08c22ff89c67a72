import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  absoluteDayNumber,
  createProgramSchema,
  formatEnumLabel,
  isRestDay,
  programMessages,
  trainingDaysOfWeek,
  updateProgramSchema,
} from '../src/index.js';

const validProgram = {
  name: 'Strong Start',
  program_type: 'cardio',
  difficulty_level: 'beginner',
  duration_weeks: 4,
  training_days_per_week: 3,
  workout_duration: '15 - 30 mins',
  description: '',
};

const firstMessage = (input: unknown, schema: z.ZodType = createProgramSchema) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('createProgramSchema', () => {
  it('accepts a program with a name and turns an empty description into null', () => {
    const result = createProgramSchema.parse({ ...validProgram, description: '   ' });
    expect(result).toMatchObject({ name: 'Strong Start', duration_weeks: 4, training_days_per_week: 3 });
    expect(result.description).toBeNull();
  });

  it.each([
    [{ name: '   ' }, programMessages.nameRequired],
    [{ name: 'x'.repeat(256) }, programMessages.nameTooLong],
    [{ program_type: '' }, programMessages.typeRequired],
    [{ program_type: 'yoga' }, programMessages.typeRequired],
    [{ difficulty_level: undefined }, programMessages.difficultyRequired],
    [{ duration_weeks: 0 }, programMessages.durationMin],
    [{ duration_weeks: 53 }, programMessages.durationMax],
    [{ training_days_per_week: 0 }, programMessages.trainingDaysRange],
    [{ training_days_per_week: 8 }, programMessages.trainingDaysRange],
    [{ workout_duration: '20 mins' }, programMessages.workoutDurationRequired],
  ])('refuses %o with the specification message', (override, message) => {
    expect(firstMessage({ ...validProgram, ...override })).toBe(message);
  });

  it('accepts a 255-character name, trimmed', () => {
    expect(createProgramSchema.parse({ ...validProgram, name: ` ${'x'.repeat(255)} ` }).name).toHaveLength(
      255,
    );
  });
});

describe('updateProgramSchema', () => {
  it('accepts an edit without the schedule fields, as the list page sends it', () => {
    const { name, program_type, difficulty_level } = validProgram;
    expect(updateProgramSchema.safeParse({ name, program_type, difficulty_level }).success).toBe(true);
  });

  it('still validates the schedule fields when they are present', () => {
    expect(firstMessage({ ...validProgram, training_days_per_week: 9 }, updateProgramSchema)).toBe(
      programMessages.trainingDaysRange,
    );
  });
});

describe('training day patterns', () => {
  it.each([
    [1, [1]],
    [2, [1, 4]],
    [3, [1, 3, 5]],
    [4, [1, 2, 4, 5]],
    [5, [1, 2, 3, 4, 5]],
    [6, [1, 2, 3, 4, 5, 6]],
    [7, [1, 2, 3, 4, 5, 6, 7]],
  ])('%i training days per week train on days %o', (perWeek, days) => {
    expect(trainingDaysOfWeek(perWeek)).toEqual(days);
    expect([1, 2, 3, 4, 5, 6, 7].filter((day) => isRestDay(perWeek, day))).toHaveLength(7 - days.length);
  });

  it('refuses a value outside 1 to 7', () => {
    expect(() => trainingDaysOfWeek(0)).toThrow(programMessages.trainingDaysRange);
  });
});

describe('display rules', () => {
  it('numbers days across weeks', () => {
    expect(absoluteDayNumber(1, 1)).toBe(1);
    expect(absoluteDayNumber(3, 2)).toBe(16);
  });

  it('formats enumerations', () => {
    expect(formatEnumLabel('mobility_and_warm_up')).toBe('Mobility and Warm-up');
    expect(formatEnumLabel('full_body_split')).toBe('Full body split');
    expect(formatEnumLabel('strength')).toBe('Strength');
  });
});
