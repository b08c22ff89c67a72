import { newSet, type ActivityLog, type ParsedPasteLine, type TrainingDayEditor } from '@coachboard/contract';

export const createLog = (id: number, name: string, overrides: Partial<ActivityLog> = {}): ActivityLog => ({
  id,
  training_day_id: 402,
  position: 1,
  sets_data: { set_1: newSet() },
  exercise: { id: id * 10, name, yt_link: null, target_muscle_group: 'legs' },
  ...overrides,
});

export const createDay = (
  logs: ActivityLog[] = [],
  overrides: Partial<TrainingDayEditor> = {},
): TrainingDayEditor => ({
  id: 402,
  day_of_the_week: 3,
  is_rest_day: false,
  training_week: { id: 40, sequence_number: 2, training_program_id: 3 },
  user_exercise_activity_logs: logs.map((log, index) => ({ ...log, position: index + 1 })),
  ...overrides,
});

export const DAY_PATH = '/api/training-programs/3/training-weeks/40/training-days/402';
export const DAY_URL = '/admin/programs/3/weeks/40/days/402';

/** A pasted line as the parser reads it: 'Bench press', 3 × 8, nothing else. */
export const createParsedLine = (overrides: Partial<ParsedPasteLine> = {}): ParsedPasteLine => ({
  name: 'Bench press',
  group_label: null,
  group_order: null,
  sets: 3,
  reps: 8,
  reps_max: null,
  amrap: false,
  weight: null,
  load_percent: null,
  time: null,
  rir: null,
  rest: null,
  ...overrides,
});
