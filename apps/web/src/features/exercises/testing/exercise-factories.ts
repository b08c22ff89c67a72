import type { ExerciseDetail, ExerciseListItem, MuscleGroup } from '@coachboard/contract';

export const muscleGroups: MuscleGroup[] = [
  'Neck',
  'Traps',
  'Front Delts',
  'Side Delts',
  'Rear Delts',
  'Chest',
  'Lats',
  'Lower Back',
  'Biceps',
  'Triceps',
].map((name, index) => ({ id: index + 1, name }));

export const createExerciseItem = (overrides: Partial<ExerciseListItem> = {}): ExerciseListItem => ({
  id: 5,
  name: 'Goblet Squat',
  description: 'Hold a kettlebell at the chest and squat.',
  yt_link: null,
  target_muscle_group: 'legs',
  is_at_home: true,
  is_gym_based: true,
  created_at: '2026-03-04T10:00:00.000Z',
  updated_at: '2026-03-04T10:00:00.000Z',
  training_programs_count: 2,
  ...overrides,
});

export const createExerciseDetail = (overrides: Partial<ExerciseDetail> = {}): ExerciseDetail => {
  const { training_programs_count: _count, ...exercise } = createExerciseItem();
  return {
    ...exercise,
    training_programs: [
      { id: 3, name: 'Strength Foundations', program_type: 'strength', difficulty_level: 'beginner' },
    ],
    primary_muscle_groups: [],
    secondary_muscle_groups: [],
    ...overrides,
  };
};
