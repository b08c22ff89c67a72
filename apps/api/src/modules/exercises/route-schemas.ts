import { idParamsOf } from '../../lib/route-schemas.js';

export const programExerciseParams = idParamsOf('programId', 'exerciseId');
export const activityLogParams = idParamsOf('logId');

export const EXERCISE_TAGS = ['exercises'];
export const ACTIVITY_LOG_TAGS = ['training-day exercises'];
