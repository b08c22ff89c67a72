import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { NutritionProfile, NutritionTargetMode } from '@coachboard/contract';
import { timestampColumns, trashableTables } from './columns.js';
import { users } from './users.js';

const profileColumns = () => ({
  mode: text('mode').$type<NutritionTargetMode>().notNull(),
  /** Mode every_day: the one profile; null otherwise. */
  everyDay: jsonb('every_day').$type<NutritionProfile>(),
  /** Mode training_rest: the two profiles; null otherwise. */
  trainingDay: jsonb('training_day').$type<NutritionProfile>(),
  restDay: jsonb('rest_day').$type<NutritionProfile>(),
});

const profilesMatchMode = (table: {
  mode: unknown;
  everyDay: unknown;
  trainingDay: unknown;
  restDay: unknown;
}) => sql`(${table.mode} = 'every_day' and ${table.everyDay} is not null and ${table.trainingDay} is null
  and ${table.restDay} is null) or (${table.mode} = 'training_rest' and ${table.everyDay} is null
  and ${table.trainingDay} is not null and ${table.restDay} is not null)`;

/**
 * The target templates library ('Cut', 'Maintain', 'Lean gain'): a name, a description and a set of targets a
 * coach copies onto users. Trashable (migration 0043). Newest first; the name search reads a trigram index.
 */
export const [nutritionTemplates, nutritionTemplatesWithTrash] = trashableTables(
  'nutrition_templates',
  () => ({
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    ...profileColumns(),
    /** lower(name), stored: the search's LIKE reads it through its trigram index. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    ...timestampColumns(),
  }),
  (table) => [
    index('nutrition_templates_created_at_id_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.deletedAt} is null`),
    index('nutrition_templates_search_text_trgm_idx')
      .using('gin', table.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`${table.deletedAt} is null`),
    check('nutrition_templates_profiles_check', profilesMatchMode(table)),
  ],
);

/**
 * A user's nutrition targets: one live row per app user at most (a partial unique index; a trashed set stays
 * beside a newer one, and restoring it while one is live is refused). `user_active` (the user is an active app
 * user) is kept by migration 0043's triggers, which keep the count of active app users with targets in
 * table_row_counts: the dashboard card is the active app users less that count, two rows read.
 */
export const [userNutritionTargets, userNutritionTargetsWithTrash] = trashableTables(
  'user_nutrition_targets',
  () => ({
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...profileColumns(),
    /** The template the targets were last copied from (null: typed in, or the template purged). */
    templateId: bigint('template_id', { mode: 'number' }).references(() => nutritionTemplatesWithTrash.id, {
      onDelete: 'set null',
    }),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    userActive: boolean('user_active').notNull().default(false),
    ...timestampColumns(),
  }),
  (table) => [
    uniqueIndex('user_nutrition_targets_user_live_unique')
      .on(table.userId)
      .where(sql`${table.deletedAt} is null`),
    index('user_nutrition_targets_user_id_idx').on(table.userId),
    index('user_nutrition_targets_template_id_idx').on(table.templateId),
    check('user_nutrition_targets_profiles_check', profilesMatchMode(table)),
  ],
);

export type NutritionTemplateRow = typeof nutritionTemplates.$inferSelect;
export type UserNutritionTargetsRow = typeof userNutritionTargets.$inferSelect;
