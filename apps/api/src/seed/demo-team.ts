import crypto from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TeamRole } from '@coachboard/contract';
import type { Database } from '../db/client.js';
import { teamInvitations, users } from '../db/schema/index.js';
import type { Transaction } from '../lib/db-types.js';
import { hashInvitationToken } from '../modules/team/public.js';
import { claimSeed, isSeeded } from './seed-once.js';

const SEED_KEY = 'demo-team';

/** Demo panel accounts without a password: they show on the Team page but cannot sign in. */
const DEMO_MEMBERS: { email: string; firstName: string; lastName: string; teamRole: TeamRole }[] = [
  { email: 'coach@example.com', firstName: 'Carla', lastName: 'Coach', teamRole: 'coach' },
  { email: 'moderator@example.com', firstName: 'Milo', lastName: 'Moderator', teamRole: 'moderator' },
];
const DEMO_INVITATION = { email: 'new.coach@example.com', teamRole: 'coach' as TeamRole };

const emailTaken = async (tx: Transaction, email: string) => {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
};

/**
 * Something to see on the Team page of a fresh installation: a coach and a moderator (no password, so nobody
 * can sign in as them; an owner can still change their roles or deactivate them) and one pending invitation
 * whose link was never mailed (its token is thrown away). Runs once; an e-mail already in use is skipped.
 */
export const seedDemoTeam = async (db: Database): Promise<number> => {
  if (await isSeeded(db, SEED_KEY)) return 0;
  return db.transaction(async (tx) => {
    if (!(await claimSeed(tx, SEED_KEY))) return 0;
    let seeded = 0;
    for (const member of DEMO_MEMBERS) {
      if (await emailTaken(tx, member.email)) continue;
      await tx.insert(users).values({ ...member, role: 'admin', passwordHash: null });
      seeded += 1;
    }
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.teamRole, 'owner'), isNull(users.deletedAt)))
      .orderBy(asc(users.id))
      .limit(1);
    if (!(await emailTaken(tx, DEMO_INVITATION.email))) {
      const inserted = await tx
        .insert(teamInvitations)
        .values({
          ...DEMO_INVITATION,
          tokenHash: hashInvitationToken(crypto.randomBytes(32).toString('base64url')),
          invitedBy: owner?.id ?? null,
          expiresAt: sql`now() + interval '72 hours'`,
        })
        .onConflictDoNothing()
        .returning({ id: teamInvitations.id });
      seeded += inserted.length;
    }
    return seeded;
  });
};
