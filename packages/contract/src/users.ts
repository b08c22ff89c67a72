import { z } from 'zod';

export const roles = ['admin', 'user'] as const;
export type Role = (typeof roles)[number];
export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

export const imageRefSchema = z.object({ id: z.number().int(), full_path: z.string() });
export type ImageRef = z.infer<typeof imageRefSchema>;

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
