import type { User } from '@coachboard/contract';
import type { FileRow, UserRow } from '../../db/schema/index.js';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The API shape of a user (contract `userSchema`); never carries the password hash. */
export const toUserDto = (row: UserRow, profileImage: Pick<FileRow, 'id' | 'fullPath'> | null): User => ({
  id: row.id,
  email: row.email,
  first_name: row.firstName,
  last_name: row.lastName,
  gender: row.gender,
  date_of_birth: row.dateOfBirth,
  height: row.height,
  email_verified_at: iso(row.emailVerifiedAt),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  deleted_at: iso(row.deletedAt),
  role: row.role,
  team_role: row.role === 'admin' ? row.teamRole : null,
  ...(row.role === 'admin' && { two_factor_enabled: row.totpEnabledAt !== null }),
  is_active: row.deletedAt === null,
  profile_image: profileImage ? { id: profileImage.id, full_path: profileImage.fullPath } : null,
});
