import type { FastifyRequest } from 'fastify';

/**
 * Records a member's change to a check-in's photos on their user record, as an update whose `details` say what
 * changed: the coach reading the log looks for progress photos under the client (the check-in itself is a record
 * type since it joined the trash, and its creation an entry of its own).
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
