import { idParamsOf } from '../../lib/route-schemas.js';

export const programUserParams = idParamsOf('programId', 'userId');
export const programExerciseParams = idParamsOf('programId', 'exerciseId');

export const PROGRAM_TAGS = ['training-programs'];
export const PROGRAM_EXERCISE_TAGS = ['exercises'];
