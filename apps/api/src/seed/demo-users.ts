import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { bigintArray } from '../lib/sql.js';
import { demoUsers } from './demo-users-data.js';
import { claimSeed } from './seed-once.js';

const DAY_MS = 86_400_000;

const emailOf = (firstName: string, lastName: string) =>
  `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f']/g, '')
    .toLowerCase()
    .concat('@example.com');

/**
 * Loads the demo app users once: the seed-state row is claimed in the same transaction, so a later (or a
 * concurrent) start inserts nothing. Demo users have no password: they cannot sign in to anything.
 * Returns how many users were inserted (0 when already seeded).
 */
export const seedDemoUsers = async (db: Database, now = new Date()): Promise<number> =>
  db.transaction(async (tx) => {
    if (!(await claimSeed(tx, 'demo-users', { count: demoUsers.length }))) return 0;

    const at = (daysAgo: number, hour: number) =>
      new Date(now.getTime() - daysAgo * DAY_MS - hour * 3_600_000);
    const rows = demoUsers.map((user, index) => {
      const createdAt = at(user.joinedDaysAgo, index % 9);
      return {
        email: emailOf(user.firstName, user.lastName),
        firstName: user.firstName,
        lastName: user.lastName,
        gender: user.gender,
        dateOfBirth: user.dateOfBirth,
        height: user.height,
        role: 'user' as const,
        emailVerifiedAt: user.verified ? new Date(createdAt.getTime() + 3_600_000) : null,
        createdAt,
        updatedAt: user.deletedDaysAgo !== undefined ? at(user.deletedDaysAgo, 0) : createdAt,
        deletedAt: user.deletedDaysAgo !== undefined ? at(user.deletedDaysAgo, 0) : null,
      };
    });
    // An address already taken by a real account is skipped rather than failing the start.
    const inserted = await tx.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
    // The inactive ones are in the trash, as a deleted account is (migration 0019 did the same for accounts
    // deleted before it): kept a full retention period from now.
    await tx.execute(sql`
      insert into trash_entries (record_type, record_id, name, batch_id, deleted_at)
      select 'user', id,
        coalesce(nullif(btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email),
        gen_random_uuid(), deleted_at
      from users where id = any(${bigintArray(inserted.map((row) => row.id))}) and deleted_at is not null
      on conflict do nothing`);
    return inserted.length;
  });
