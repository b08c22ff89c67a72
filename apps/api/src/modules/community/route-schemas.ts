import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors.js';
import { idParamsOf } from '../../lib/route-schemas.js';
import type { Viewer } from './moderation.js';

export const COMMUNITY_TAGS = ['community'];

export const commentParams = idParamsOf('id', 'commentId');
export const postIdParams = idParamsOf('postId');

/** The signed-in admin; the auth hook has set it on every community route. */
export const viewerOf = (request: FastifyRequest): Viewer => {
  if (!request.user) throw unauthorized();
  return { id: request.user.id, role: request.user.role };
};
