import type { ProgramDetail, TrainingWeek } from '@coachboard/contract';
import { trainingDaysOfWeek } from '@coachboard/contract';
import { createProgramSummary } from '@/test/program-factories';

let nextId = 1000;
const newId = () => nextId++;

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
