import type { EmptyTrainingDay } from '@coachboard/contract';

export const createEmptyTrainingDay = (overrides: Partial<EmptyTrainingDay> = {}): EmptyTrainingDay => ({
  id: 281,
  program_id: 3,
  program_name: 'Strength Base',
  week_id: 40,
  week_number: 2,
  day_number: 3,
  users_count: 4,
  ...overrides,
});
