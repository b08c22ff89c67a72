import { idParamsOf } from '../../lib/route-schemas.js';

export const programUserParams = idParamsOf('programId', 'userId');
export const trainingDayParams = idParamsOf('programId', 'weekId', 'dayId');

export const PROGRAM_TAGS = ['training-programs'];
