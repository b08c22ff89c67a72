import type {
  AddedActivityLog,
  CreateExerciseInput,
  ExerciseDetail,
  MuscleGroup,
  TrainingDayEditor,
} from '@coachboard/contract';
import type { ApiClient } from '../../fixtures/api-client';

/** Seeding and checking helpers of the exercise area, on the shared API client. */
export const exerciseApi = (api: ApiClient) => ({
  createExercise: (input: CreateExerciseInput) => api.post<ExerciseDetail>('exercises', input),
  getExercise: (id: number) => api.get<ExerciseDetail>(`exercises/${id}`),
  muscleGroups: () => api.get<MuscleGroup[]>('muscle-groups'),
  addToDay: (exerciseId: number, dayId: number, isPersistent = false) =>
    api.post<AddedActivityLog>('user-exercise-activity-logs/add-new', {
      exercise_id: exerciseId,
      training_day_id: dayId,
      is_persistent: isPersistent,
    }),
  getDay: (programId: number, weekId: number, dayId: number) =>
    api.get<TrainingDayEditor>(
      `training-programs/${programId}/training-weeks/${weekId}/training-days/${dayId}`,
    ),
});
