import { mayCall, type PermissionKey } from './permissions.js';
import type { TeamRole } from './team-roles.js';

/** The records a stored file can belong to: a program's or recipe's image, a profile image, a post's attachment. */
export const fileOwnerTypes = ['program', 'recipe', 'user', 'post'] as const;
export type FileOwnerType = (typeof fileOwnerTypes)[number];

/**
 * `DELETE /files/delete/{id}` is open to every role, so the file's owner decides: a role may delete a file when it
 * may put one on that record (program and recipe images: coaches; profile images: coaches; post attachments:
 * moderators; owners everything).
 */
export const fileOwnerPermissions: Record<FileOwnerType, PermissionKey> = {
  program: 'programs.uploadImage',
  recipe: 'recipes.uploadImage',
  user: 'users.uploadProfileImage',
  post: 'community.uploadPostAttachments',
};

/**
 * Whether a team role may delete a file of this owner. A file no record uses (null) is left to the roles that may
 * change the files of every kind of record.
 */
export const mayDeleteFileOf = (role: TeamRole | null | undefined, owner: FileOwnerType | null): boolean =>
  owner === null
    ? fileOwnerTypes.every((type) => mayCall(role, fileOwnerPermissions[type]))
    : mayCall(role, fileOwnerPermissions[owner]);
