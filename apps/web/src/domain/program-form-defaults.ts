import type { CreateProgramInput } from '@coachboard/contract';

/** What the Create Program form starts from (spec part 1 section 5): cardio, beginner, 4 weeks, 3 days. */
export const programFormDefaults = {
  name: '',
  program_type: 'cardio',
  difficulty_level: 'beginner',
  duration_weeks: 4,
  training_days_per_week: 3,
  workout_duration: '15 - 30 mins',
  description: '',
} as const satisfies CreateProgramInput;
