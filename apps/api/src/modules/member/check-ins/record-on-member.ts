import type { FastifyRequest } from 'fastify';

/**
 * Records a member's own check-in write on their user record, as an update whose `details` say what changed: a
 * check-in is not a record of its own in the log (it has no trash and no revert), and the coach reading the log
 * looks for it under the client.
 */
export const recordOnMember = async (
  request: FastifyRequest,
  memberId: number,
  details: Record<string, unknown>,
  db = request.db,
) => {
  const member = await request.server.recordTypes.get('user')?.read(db, memberId);
  await request.audit.record(
    { action: 'update', record: { type: 'user', id: memberId, name: member?.name ?? null }, details },
    db,
  );
};
