import { z } from 'zod';
import { errorEnvelopeSchema, idParam } from '@coachboard/contract';

/** Error answers a route can give, all in the `{ success: false, message, errors? }` envelope. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema]));

/** `/things/:id` */
export const idParams = z.object({ id: idParam });

/** Path params that are all ids: `idParamsOf('programId', 'userId')`. */
export const idParamsOf = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, idParam])) as Record<K, typeof idParam>);
