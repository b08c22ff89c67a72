import { idParamsOf } from '../../lib/route-schemas.js';

export const trainingDayParams = idParamsOf('programId', 'weekId', 'dayId');
export const dayExerciseParams = idParamsOf('logId');
export const dayParams = idParamsOf('dayId');
export const dayGroupParams = idParamsOf('dayId', 'groupId');

export const TRAINING_WEEK_TAGS = ['training-programs'];
export const ACTIVITY_LOG_TAGS = ['training-day exercises'];
