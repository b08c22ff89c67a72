import type { FastifyRequest } from 'fastify';

/** The signed-in member's id: the auth hook admits only app users to member routes, so there always is one. */
export const memberIdOf = (request: FastifyRequest): number => {
  if (!request.user) throw new Error('A member route ran without its auth check');
  return request.user.id;
};
