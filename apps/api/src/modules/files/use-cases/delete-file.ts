import { eq, sql } from 'drizzle-orm';
import {
  fileMessages,
  mayDeleteFileOf,
  permissionMessages,
  userMessages,
  type FileOwnerType,
  type TeamRole,
} from '@coachboard/contract';
import {
  checkInPhotos,
  checkInsWithTrash,
  files,
  postsWithTrash,
  recipesWithTrash,
  trainingProgramsWithTrash,
} from '../../../db/schema/index.js';
import type { AuditRecorder } from '../../../lib/audit.js';
import type { Queryable } from '../../../lib/db-types.js';
import { forbidden, notFound } from '../../../lib/errors.js';

interface FileOwner {
  type: FileOwnerType;
  id: number;
  name: string;
  trashed: boolean;
  /** A profile image of a panel account (the Team page's, not the users routes'). */
  panelAccount: boolean;
  /** A member's progress photo: only the member deletes it, through the member API. */
  progressPhoto: boolean;
}

/**
 * What uses the file: a program's or recipe's image, a profile image, a post's attachment (trashed owners
 * included, read from the `*_with_trash` tables). Null for a file nothing uses.
 */
const ownerOfFile = async (db: Queryable, fileId: number): Promise<FileOwner | null> => {
  const result = await db.execute<{
    type: FileOwner['type'];
    id: string;
    name: string;
    trashed: boolean;
    panel_account: boolean;
    progress_photo: boolean;
  }>(sql`
    select 'program' as type, id, name, deleted_at is not null as trashed, false as panel_account,
        false as progress_photo
      from ${trainingProgramsWithTrash} where image_file_id = ${fileId}
    union all
    select 'recipe', id, name, deleted_at is not null, false, false
      from ${recipesWithTrash} where image_file_id = ${fileId}
    union all
    select 'user', id,
      coalesce(nullif(btrim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email), false,
      role <> 'user', false
      from users where profile_image_id = ${fileId}
    union all
    select 'post', p.id, left(p.content, 80), p.deleted_at is not null, false, false
      from post_attachments a join ${postsWithTrash} p on p.id = a.post_id where a.file_id = ${fileId}
    union all
    select 'user', c.user_id, 'Progress photo', c.deleted_at is not null, false, true
      from ${checkInPhotos} ph join ${checkInsWithTrash} c on c.id = ph.check_in_id where ph.file_id = ${fileId}
    limit 1
  `);
  const row = result.rows[0];
  return row
    ? {
        type: row.type,
        id: Number(row.id),
        name: row.name,
        trashed: row.trashed,
        panelAccount: row.panel_account,
        progressPhoto: row.progress_photo,
      }
    : null;
};

/**
 * Deletes a file row, in the request's transaction, and records it (`purge` of the file, naming its owner).
 * Owners need no call here: an image column is `ON DELETE SET NULL`, a join row `ON DELETE CASCADE`; the
 * stored object goes through the sweep job the `files` trigger queues in the same transaction (migration 0016).
 * A file of a record in the trash answers 404 like the record: it comes back with it, or goes at its purge.
 * The route is open to every role and file ids are sequential, so the owner decides: 403 unless the caller's role
 * may change that record's files (`mayDeleteFileOf`), and for a panel account's profile image or a member's
 * progress photo (the member deletes it through the member API) whatever the role.
 */
export const deleteFile = async (
  db: Queryable,
  audit: AuditRecorder,
  fileId: number,
  role: TeamRole | null | undefined,
) => {
  const [file] = await db
    .select({ id: files.id, originalName: files.originalName, mime: files.mime, size: files.size })
    .from(files)
    .where(eq(files.id, fileId))
    .for('update');
  if (!file) throw notFound(fileMessages.fileNotFound);
  const owner = await ownerOfFile(db, fileId);
  if (!mayDeleteFileOf(role, owner?.type ?? null)) throw forbidden(permissionMessages.roleForbidden);
  if (owner?.trashed) throw notFound(fileMessages.fileNotFound);
  if (owner?.panelAccount) throw forbidden(userMessages.panelAccount);
  if (owner?.progressPhoto) throw forbidden(permissionMessages.roleForbidden);
  await db.delete(files).where(eq(files.id, fileId));
  await audit.record({
    action: 'purge',
    record: { type: 'file', id: file.id, name: file.originalName },
    details: {
      file: { id: file.id, name: file.originalName, mime: file.mime, size: file.size },
      owner: owner ? { type: owner.type, id: owner.id, name: owner.name } : null,
    },
  });
};
