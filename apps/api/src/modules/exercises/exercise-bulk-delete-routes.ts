import { exerciseListQuerySchema } from '@coachboard/contract';
import { bulkDeleteRoute } from '../../lib/bulk-delete.js';
import { matchingExerciseIds } from './exercises-repository.js';
import { EXERCISE_TAGS } from './route-schemas.js';

/** `POST /exercises/bulk-delete`: the library's selection (or all matching) to the trash at once. */
export const exerciseBulkDeleteRoutes = bulkDeleteRoute({
  path: '/exercises/bulk-delete',
  operationId: 'exercises.bulkDelete',
  type: 'exercise',
  tags: EXERCISE_TAGS,
  summary:
    'Move many exercises to the trash at once (their places on training days and program links go and come back with them)',
  query: exerciseListQuerySchema.omit({ page: true }),
  resolveAll: (db, query, limit) =>
    matchingExerciseIds(
      db,
      {
        search: query.search,
        isAtHome: query.is_at_home,
        isGymBased: query.is_gym_based,
        targetMuscleGroup: query.target_muscle_group,
      },
      limit,
    ),
});
