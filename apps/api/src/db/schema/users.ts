import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestampColumns } from './columns.js';
import type { Gender, Role, TeamRole } from '@coachboard/contract';
import { files } from './files.js';

/**
 * App users and administrators (spec part 2 section 3). Soft-deleted through `deleted_at`:
 * every query decides explicitly whether deleted rows belong.
 */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: text('gender').$type<Gender>(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    height: text('height'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    role: text('role').$type<Role>().notNull().default('user'),
    /** Panel accounts only (role 'admin'): what the member may do (migration 0031; an admin inserted without one is an owner). */
    teamRole: text('team_role').$type<TeamRole>(),
    /** A deactivated team member cannot sign in; reactivating gives the account back as it was. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** TOTP secrets sealed with a key derived from the server secret; the pending one waits for its first code. */
    totpSecretSealed: text('totp_secret_sealed'),
    totpPendingSecretSealed: text('totp_pending_secret_sealed'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The time step of the last accepted code: a code is accepted once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    secondStepFailures: integer('second_step_failures').notNull().default(0),
    secondStepLockedUntil: timestamp('second_step_locked_until', { withTimezone: true }),
    /** Null for accounts that cannot sign in (e.g. demo app users). */
    passwordHash: text('password_hash'),
    /** Bumped when every session of the user must end (password change); access tokens carry it. */
    tokenVersion: integer('token_version').notNull().default(0),
    profileImageId: bigint('profile_image_id', { mode: 'number' }).references(() => files.id, {
      onDelete: 'set null',
    }),
    /**
     * Kept by the coaching module (migration 0040): the 7- and 30-day compliance in percent (null: nothing
     * prescribed), the last training day scheduled on or before `complianceMeasuredOn`, the day they were measured.
     */
    compliance7d: numeric('compliance_7d', { precision: 4, scale: 1, mode: 'number' }),
    compliance30d: numeric('compliance_30d', { precision: 4, scale: 1, mode: 'number' }),
    lastTrainingDay: date('last_training_day', { mode: 'string' }),
    complianceMeasuredOn: date('compliance_measured_on', { mode: 'string' }),
    ...timestampColumns(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // One active account per address; a soft-deleted account keeps its address without blocking a new one.
    uniqueIndex('users_email_active_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.deletedAt} is null`),
    index('users_created_at_id_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('users_first_name_trgm_idx').using('gin', table.firstName.op('gin_trgm_ops')),
    index('users_last_name_trgm_idx').using('gin', table.lastName.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('users_profile_image_id_idx').on(table.profileImageId),
    // Users list: full-name substring search, and the Active / Inactive filters in list order.
    index('users_full_name_trgm_idx').using(
      'gin',
      sql`(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '')) gin_trgm_ops`,
    ),
    index('users_active_created_at_id_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('users_deleted_created_at_id_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is not null`),
    check('users_role_check', sql`${table.role} in ('admin', 'user')`),
    index('users_team_members_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.role} = 'admin' and ${table.deletedAt} is null`),
    check('users_gender_check', sql`${table.gender} is null or ${table.gender} in ('male', 'female')`),
    // The users list by 7-day compliance, and the 'Compliance dropped' card (migration 0040).
    index('users_compliance_7d_idx')
      .on(table.compliance7d, table.id)
      .where(sql`${table.role} = 'user'`),
    index('users_compliance_dropped_idx')
      .on(table.lastTrainingDay, table.id)
      .where(
        sql`${table.role} = 'user' and ${table.deletedAt} is null and ${table.compliance7d} <= ${table.compliance30d} - 20`,
      ),
  ],
);

/**
 * "First Last" as the full-name trigram index stores it; queries must use this exact expression (ILIKE) for
 * the index to serve them.
 */
export const userFullName = sql<string>`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
