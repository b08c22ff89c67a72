import { idParamsOf } from '../../lib/route-schemas.js';

export const programExerciseParams = idParamsOf('programId', 'exerciseId');

export const PROGRAM_TAGS = ['training-programs'];
export const PROGRAM_EXERCISE_TAGS = ['exercises'];
