import { z } from 'zod';
import { successEnvelope } from '@coachboard/contract';
import { errorResponses, idParams } from '../../lib/route-schemas.js';

/** The OpenAPI tag of every member route. */
export const MEMBER_TAGS = ['member'];

/**
 * What a member's delete to the trash declares: their own record by id, answered with the id moved (another
 * member's record answers 404). The trash writes the delete entry (lib/trash.ts), so the handler does.
 */
export const memberTrashDelete = {
  config: { audit: { writtenBy: 'handler' as const } },
  params: idParams,
  response: {
    200: successEnvelope(z.object({ id: z.number().int() })),
    ...errorResponses(401, 403, 404, 422),
  },
};
