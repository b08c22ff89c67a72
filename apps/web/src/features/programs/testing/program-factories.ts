import type { ProgramDetail, ProgramSummary, TrainingWeek } from '@coachboard/contract';
import { trainingDaysOfWeek } from '@coachboard/contract';

let nextId = 1000;
const newId = () => nextId++;

export const createProgramSummary = (overrides: Partial<ProgramSummary> = {}): ProgramSummary => {
  const id = overrides.id ?? newId();
  return {
    id,
    name: `Program ${id}`,
    program_type: 'strength',
    difficulty_level: 'beginner',
    duration_weeks: 4,
    training_days_per_week: 3,
    workout_duration: '45 - 60 mins',
    description: 'Build strength with compound lifts.',
    image: null,
    training_program_image: null,
    is_admin: true,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
};

export const createProgramDetail = (overrides: Partial<ProgramDetail> = {}): ProgramDetail => ({
  ...createProgramSummary(overrides),
  users: [],
  exercises: [],
  ...overrides,
});

/** Weeks 1..count with 7 days each; training days follow the contract's pattern for `trainingDaysPerWeek`. */
export const createTrainingWeeks = (count: number, trainingDaysPerWeek = 3): TrainingWeek[] =>
  Array.from({ length: count }, (_, weekIndex) => {
    const weekId = newId();
    return {
      id: weekId,
      sequence_number: weekIndex + 1,
      training_days: Array.from({ length: 7 }, (_, dayIndex) => ({
        id: weekId * 10 + dayIndex + 1,
        day_of_the_week: dayIndex + 1,
        is_rest_day: !trainingDaysOfWeek(trainingDaysPerWeek).includes(dayIndex + 1),
      })),
    };
  });
