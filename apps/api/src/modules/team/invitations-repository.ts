import crypto from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { INVITATION_TTL_HOURS, type TeamInvitation, type TeamRole } from '@coachboard/contract';
import type { Queryable } from '../../lib/db-types.js';
import { teamInvitations, users } from '../../db/schema/index.js';

/** A new single-use token: 32 random bytes in the link, only its SHA-256 in the database. */
export const newInvitationToken = () => {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
};

export const hashInvitationToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const expiry = sql`now() + make_interval(hours => ${INVITATION_TTL_HOURS})`;
const isPending = and(isNull(teamInvitations.acceptedAt), isNull(teamInvitations.revokedAt));

type InvitationRow = typeof teamInvitations.$inferSelect;

const toInvitation = (row: InvitationRow, invitedBy: string | null): TeamInvitation => ({
  id: row.id,
  email: row.email,
  team_role: row.teamRole,
  invited_by: invitedBy,
  sent_at: row.sentAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  expired: row.expiresAt.getTime() <= Date.now(),
});

const inviterName = sql<
  string | null
>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`;

/** Pending invitations (not accepted, not revoked), newest first; expired ones are listed as expired. */
export const listPendingInvitations = async (db: Queryable) => {
  const rows = await db
    .select({ invitation: teamInvitations, inviter: inviterName, inviterEmail: users.email })
    .from(teamInvitations)
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(isPending)
    .orderBy(desc(teamInvitations.createdAt), desc(teamInvitations.id));
  return rows.map((row) => toInvitation(row.invitation, row.inviter ?? row.inviterEmail ?? null));
};

export const findPendingInvitation = async (db: Queryable, id: number) => {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.id, id), isPending))
    .for('update');
  return row;
};

export const findPendingInvitationByEmail = async (db: Queryable, email: string) => {
  const [row] = await db
    .select()
    .from(teamInvitations)
    .where(and(sql`lower(${teamInvitations.email}) = ${email.trim().toLowerCase()}`, isPending))
    .for('update');
  return row;
};

/** The invitation a link opens, if it can still be used (pending and not expired). */
export const findUsableInvitationByToken = async (db: Queryable, token: string, lock = false) => {
  const query = db
    .select()
    .from(teamInvitations)
    .where(
      and(
        eq(teamInvitations.tokenHash, hashInvitationToken(token)),
        isPending,
        sql`${teamInvitations.expiresAt} > now()`,
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

export const insertInvitation = async (
  db: Queryable,
  values: { email: string; teamRole: TeamRole; tokenHash: string; invitedBy: number | null },
) => {
  const [row] = await db
    .insert(teamInvitations)
    .values({ ...values, expiresAt: expiry })
    .returning();
  return toInvitation(row!, null);
};

/** A new token and a new 72 hours: the old link stops working. */
export const renewInvitation = async (db: Queryable, id: number, tokenHash: string) => {
  const [row] = await db
    .update(teamInvitations)
    .set({ tokenHash, sentAt: sql`now()`, expiresAt: expiry })
    .where(eq(teamInvitations.id, id))
    .returning();
  return toInvitation(row!, null);
};

export const revokeInvitation = async (db: Queryable, id: number) => {
  await db
    .update(teamInvitations)
    .set({ revokedAt: sql`now()` })
    .where(eq(teamInvitations.id, id));
};

export const markInvitationAccepted = async (db: Queryable, id: number, userId: number) => {
  await db
    .update(teamInvitations)
    .set({ acceptedAt: sql`now()`, acceptedUserId: userId })
    .where(eq(teamInvitations.id, id));
};
