import { z } from 'zod';

export const ID_PARAM_MESSAGE = 'Must be a positive whole number';
/** A database id in an address (`/programs/{id}`). */
export const idParam = z.coerce
  .number({ error: ID_PARAM_MESSAGE })
  .int(ID_PARAM_MESSAGE)
  .positive(ID_PARAM_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, ID_PARAM_MESSAGE);
