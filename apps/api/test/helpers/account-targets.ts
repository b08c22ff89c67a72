import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TeamRole } from '@coachboard/contract';
import type { Database } from '../../src/db/client.js';
import { bearer, loginAs } from './auth.js';
import { createAdmin } from './factories.js';

/** A signed-in panel member of the given team role: their row, session and header. */
export const signedInMember = async (
  db: Database,
  app: Parameters<typeof loginAs>[0],
  teamRole: TeamRole,
) => {
  const { user, password } = await createAdmin(db, { teamRole });
  const session = await loginAs(app, user.email, password);
  return { user, session, headers: bearer(session.token) };
};

/** A `files` row as an upload would leave it (no stored object: the walks only check who may delete it). */
export const insertFile = async (db: Database, name = 'image.png') => {
  const storageName = `test/${crypto.randomUUID()}.png`;
  const result = await db.execute<{ id: string | number }>(sql`
    insert into files (full_path, original_name, storage_name, mime, size)
    values (${`/uploads/${storageName}`}, ${name}, ${storageName}, 'image/png', 68)
    returning id`);
  return Number(result.rows[0]!.id);
};

/** Gives an account a profile image (a fresh `files` row); answers the file id. */
export const giveProfileImage = async (db: Database, userId: number) => {
  const fileId = await insertFile(db, 'profile.png');
  await db.execute(sql`update users set profile_image_id = ${fileId} where id = ${userId}`);
  return fileId;
};

/**
 * A panel account soft-deleted into the trash as the users routes did before they refused panel accounts (the
 * state such a delete left behind): deleted_at set and a trash entry of its own batch. Answers the batch id.
 */
export const panelAccountInTrash = async (db: Database, userId: number) => {
  const batchId = crypto.randomUUID();
  await db.execute(sql`update users set deleted_at = now() where id = ${userId}`);
  await db.execute(sql`
    insert into trash_entries (record_type, record_id, name, batch_id, deleted_at)
    values ('user', ${userId}, 'Deleted member', ${batchId}, now())`);
  return batchId;
};
