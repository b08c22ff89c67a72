import { z } from 'zod';
import { errorEnvelopeSchema, idParam } from '@coachboard/contract';

/** Error answers a route can give, all in the `{ success: false, message, errors? }` envelope. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema]));

export const programIdParams = z.object({ id: idParam });
export const programUserParams = z.object({ programId: idParam, userId: idParam });
export const trainingDayParams = z.object({ programId: idParam, weekId: idParam, dayId: idParam });

export const PROGRAM_TAGS = ['training-programs'];
