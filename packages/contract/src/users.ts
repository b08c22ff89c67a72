import { z } from 'zod';
import { imageRefSchema } from './files.js';
import { teamRoles } from './team-roles.js';

export const roles = ['admin', 'user'] as const;
export type Role = (typeof roles)[number];
export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

/** A user as the API sends it; the allow-list of fields (never a password hash). */
export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  date_of_birth: z.string().nullable(),
  height: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  role: z.enum(roles),
  /** Panel accounts only: owner, coach or moderator; null for app users. */
  team_role: z.enum(teamRoles).nullable(),
  /** Panel accounts only: whether two-factor sign-in is on. */
  two_factor_enabled: z.boolean().optional(),
  /** Panel accounts only: the team requires two-factor sign-in and this account has not turned it on yet. */
  two_factor_setup_required: z.boolean().optional(),
  is_active: z.boolean(),
  profile_image: imageRefSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

/** The compact user shown in lists, chips and pickers. */
export const userSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  deleted_at: z.string().nullable(),
  is_active: z.boolean(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const fullName = (user: { first_name: string | null; last_name: string | null }) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ');

/** Chips and greetings fall back to the e-mail when a user has no name. */
export const displayName = (user: { first_name: string | null; last_name: string | null; email: string }) =>
  fullName(user) || user.email;

export const USERS_PAGE_SIZE = 50;
export const USER_NAME_MIN_LENGTH = 3;
export const USER_NAME_MAX_LENGTH = 100;
/** Dates of birth before this day are taken for typing mistakes. */
export const DATE_OF_BIRTH_MIN = '1900-01-01';

/** Users area texts: the specification's error catalogue (part 2 section 8) and the messages it leaves open. */
export const userMessages = {
  fetchFailed: 'Failed to fetch users',
  fetchUnexpected: 'An unexpected error occurred while fetching users',
  loadError: (detail: string) => `Error loading users: ${detail}`,
  notFound: 'User not found',
  invalidId: 'Invalid user ID',
  createFailed: 'Failed to create user',
  updateFailed: 'Failed to update user',
  deleteFailed: 'Failed to delete user',
  unexpectedFormat: 'Unexpected response format',
  deleteImageFailed: 'Failed to delete image',
  deleteProfileImageFailed: 'Failed to delete profile image',
  noUsers: 'No users found',
  notProvided: 'Not provided',
  invalidDate: 'Invalid date',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nameTooLong: `Must not exceed ${USER_NAME_MAX_LENGTH} characters`,
  emailTaken: 'A user with this email already exists',
  genderInvalid: 'Gender must be male or female',
  dateOfBirthInvalid: 'Date of birth must be a valid date (YYYY-MM-DD)',
  dateOfBirthFuture: 'Date of birth must be in the past',
  dateOfBirthTooOld: `Date of birth must be on or after ${DATE_OF_BIRTH_MIN}`,
  created: 'User created successfully',
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  restored: 'User restored successfully',
  cannotDeleteSelf: 'You cannot delete your own account',
  /** 403 of every users.* write (and the users' trash) naming a panel account, whatever the caller's role. */
  panelAccount: 'Team members are managed on the Team page',
  alreadyDeleted: 'User is already deleted',
  notDeleted: 'User is not deleted',
  restoreEmailTaken: 'Cannot restore: another active user now uses this email',
  profileImageUploaded: 'Profile image uploaded successfully',
  profileImageDeleted: 'Profile image deleted successfully',
  deleteTitle: 'Delete User',
  deleteConfirm: (days: number) =>
    `Are you sure you want to delete this user? They are signed out, stay listed as Inactive and can be restored for ${days} days.`,
} as const;

/**
 * Whether an account is an app user (role `user`), the only kind the users routes change; panel accounts (role
 * `admin`: owners, coaches, moderators) are listed too but managed on the Team page.
 */
export const isAppUser = (user: { role: string }) => user.role === 'user';

/** Status label derived from deleted_at (soft delete). */
export const userStatusLabel = (user: { deleted_at: string | null }) =>
  user.deleted_at === null ? 'Active' : 'Inactive';

/** Initials for an avatar without a picture: first letters of the names, else of the e-mail. */
export const userInitials = (user: {
  first_name: string | null;
  last_name: string | null;
  email: string;
}) => {
  const firstLetter = (text: string | null) => /[\p{L}\p{N}]/u.exec(text ?? '')?.[0] ?? '';
  const letters = (firstLetter(user.first_name) + firstLetter(user.last_name)).toUpperCase();
  return letters || firstLetter(user.email).toUpperCase();
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A calendar date 'YYYY-MM-DD' (the date part of an ISO string), or null when there is none. */
const calendarDate = (value: string) => {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day, iso: `${match[1]}-${match[2]}-${match[3]}` } : null;
};

/** Date of birth as MM/DD/YYYY, 'Not provided' when empty, 'Invalid date' when unreadable. */
export const formatDateOfBirth = (value: string | null | undefined) => {
  if (!value || !value.trim()) return userMessages.notProvided;
  const date = calendarDate(value);
  if (!date) return userMessages.invalidDate;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.month)}/${pad(date.day)}/${date.year}`;
};

/** Date of birth normalised to YYYY-MM-DD for an edit input ('' when empty or unreadable). */
export const dateOfBirthForInput = (value: string | null | undefined) =>
  value ? (calendarDate(value)?.iso ?? '') : '';

const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

/** Why a date of birth is refused, or null when it is a real past date. */
export const dateOfBirthProblem = (value: string, now = new Date()): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return userMessages.dateOfBirthInvalid;
  const date = calendarDate(value);
  if (!date) return userMessages.dateOfBirthInvalid;
  if (date.iso < DATE_OF_BIRTH_MIN) return userMessages.dateOfBirthTooOld;
  return date.iso >= todayUtc(now) ? userMessages.dateOfBirthFuture : null;
};

const DAY_MS = 86_400_000;

/** Whole days since the account was created (Account Information card). */
export const accountAgeDays = (createdAt: string, now = new Date()) =>
  Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / DAY_MS));
