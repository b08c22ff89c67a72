import { eq, sql } from 'drizzle-orm';
import { userMessages, type UpdateUser, type User } from '@coachboard/contract';
import { revokeAllUserSessions } from '../auth/public.js';
import { users } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { recordType } from '../../lib/records/index.js';
import { nextUpdatedAt } from '../../lib/row-version.js';
import { bigintArray } from '../../lib/sql.js';
import { updateUser } from './use-cases/update-user.js';
import { findUser, includesPanelAccount, restoredEmailTaken } from './users-repository.js';

/** "First Last", or the e-mail when both are empty: how the audit log and the trash name a user. */
export const userDisplayName = (user: Pick<User, 'first_name' | 'last_name' | 'email'>) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ').trim() || user.email;

/**
 * A user's audited fields under their API names. Never the password, its hash or the token version (the
 * contract's auditSecretFields would only ever show them as `{ changed: true }` anyway).
 */
export const userAuditFields = (user: User) => ({
  email: user.email,
  first_name: user.first_name,
  last_name: user.last_name,
  gender: user.gender,
  date_of_birth: user.date_of_birth,
  height: user.height,
  role: user.role,
  profile_image_id: user.profile_image?.id ?? null,
});

const REVERTABLE = ['first_name', 'last_name', 'gender', 'date_of_birth', 'height'] as const;

const lockUser = async (db: Queryable, id: number) => {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('no key update');
  return rows.length > 0;
};

/** What a user's purge would take with them: their posts and comments (ADR 0008, consequences). */
const userContents = async (db: Queryable, ids: number[]) => {
  const result = await db.execute<{ id: string | number; posts: number; comments: number }>(sql`
    select u.id,
      (select count(*)::int from posts p where p.author_id = u.id) as posts,
      (select count(*)::int from post_comments c where c.author_id = u.id) as comments
    from users u where u.id = any(${bigintArray(ids)})`);
  return new Map(
    result.rows.map((row) => [Number(row.id), { posts: Number(row.posts), comments: Number(row.comments) }]),
  );
};

/** The files rows a user's purge removes: the profile image and their posts' attachments (trashed ones too). */
const userFileIds = async (db: Queryable, ids: number[]) => {
  const result = await db.execute<{ id: string | number }>(sql`
    select profile_image_id as id from users
    where id = any(${bigintArray(ids)}) and profile_image_id is not null
    union
    select a.file_id from post_attachments a
    join posts_with_trash p on p.id = a.post_id
    where p.author_id = any(${bigintArray(ids)})`);
  return result.rows.map((row) => Number(row.id));
};

/**
 * Before a user's row goes (its cascades take their sessions, assignments, posts, comments and likes), the
 * other authors' posts stop counting this user's likes and live comments: one grouped UPDATE each.
 */
const uncountOnOtherPosts = async (db: Queryable, ids: number[]) => {
  const owners = bigintArray(ids);
  await db.execute(sql`
    update posts_with_trash p set likes_count = greatest(p.likes_count - l.n, 0)
    from (select post_id, count(*)::int as n from post_likes where user_id = any(${owners}) group by post_id) l
    where p.id = l.post_id and not (p.author_id = any(${owners}))`);
  await db.execute(sql`
    update posts_with_trash p set comments_count = greatest(p.comments_count - c.n, 0)
    from (
      select post_id, count(*)::int as n from post_comments_with_trash
      where author_id = any(${owners}) and deleted_at is null group by post_id
    ) c
    where p.id = c.post_id and not (p.author_id = any(${owners}))`);
};

/** A delete and a restore are changes of the user's version, as the soft delete always was. */
const bumpVersion = async (db: Queryable, ids: number[]) => {
  await db
    .update(users)
    .set({ updatedAt: nextUpdatedAt(users.updatedAt) })
    .where(sql`${users.id} = any(${bigintArray(ids)})`);
};

/**
 * A user as the audit log and the trash see it (trash-undo-audit 1.2): the trash marks `users.deleted_at`
 * (the specification's soft delete: still listed, as Inactive), ends every session, and refuses a restore whose
 * e-mail an active account took meanwhile.
 */
export const userRecord = recordType({
  type: 'user',
  read: async (db, id) => {
    const user = await findUser(db, id);
    return user ? { name: userDisplayName(user), fields: userAuditFields(user) } : null;
  },
  lock: lockUser,
  revert: async (tx, id, fields) => {
    const input: Record<string, unknown> = {};
    for (const key of REVERTABLE) if (key in fields) input[key] = fields[key];
    await updateUser(tx, id, input as UpdateUser);
  },
  trash: {
    table: users,
    name: sql`coalesce(nullif(btrim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), ''), ${users.email})`,
    deletedWith: 'users.delete',
    goesWith: userContents,
    purgedFiles: userFileIds,
    refuse: async (tx, ids) => ((await includesPanelAccount(tx, ids)) ? userMessages.panelAccount : null),
    afterTrash: async (tx, ids) => {
      await bumpVersion(tx, ids);
      await revokeAllUserSessions(tx, ids, 'user_gone');
    },
    restoreClash: async (tx, ids) =>
      (await restoredEmailTaken(tx, ids)) ? userMessages.restoreEmailTaken : null,
    afterRestore: bumpVersion,
    beforePurge: uncountOnOtherPosts,
  },
});
