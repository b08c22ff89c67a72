import { eq, getTableColumns } from 'drizzle-orm';
import type { NutritionTemplate, NutritionTemplateValues } from '@coachboard/contract';
import { nutritionTemplates, type NutritionTemplateRow } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { containsText } from '../../lib/list-filters.js';
import { pagedList } from '../../lib/paged-list.js';
import { isRowVersion, nextUpdatedAt } from '../../lib/row-version.js';

const { searchText: _searchText, ...templateColumns } = getTableColumns(nutritionTemplates);
type TemplateRow = Omit<NutritionTemplateRow, 'searchText'>;

export const toTemplate = (row: TemplateRow): NutritionTemplate => ({
  id: row.id,
  name: row.name,
  description: row.description,
  mode: row.mode,
  every_day: row.everyDay,
  training_day: row.trainingDay,
  rest_day: row.restDay,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * The target templates, newest first (nutrition_templates_created_at_id_idx); the search is a case-insensitive
 * substring of the name, served by the trigram index on search_text. A small library: the total is counted.
 */
const templateList = pagedList({
  name: 'nutrition_templates',
  table: nutritionTemplates,
  key: nutritionTemplates.id,
  columns: templateColumns,
  orderBy: { column: nutritionTemplates.createdAt, direction: 'desc' },
  filters: { search: containsText(nutritionTemplates.searchText) },
});

export const listTemplates = async (
  db: Queryable,
  term: string | undefined,
  page: number,
  perPage: number,
) => {
  const { items, total } = await templateList(db, term ? { search: term } : {}, { page, perPage });
  return { items: items.map(toTemplate), total };
};

/** The ids a list or search shows, in list order, up to `limit` (bulk delete's "all matching"). */
export const matchingTemplateIds = async (db: Queryable, term: string | undefined, limit: number) => {
  const { keys, total } = await templateList.matchingKeys(db, term ? { search: term } : {}, { limit });
  return { ids: keys, total };
};

export const findTemplate = async (db: Queryable, id: number): Promise<NutritionTemplate | null> => {
  const [row] = await db
    .select(templateColumns)
    .from(nutritionTemplates)
    .where(eq(nutritionTemplates.id, id));
  return row ? toTemplate(row) : null;
};

export const lockTemplate = async (db: Queryable, id: number) => {
  const rows = await db
    .select({ id: nutritionTemplates.id })
    .from(nutritionTemplates)
    .where(eq(nutritionTemplates.id, id))
    .for('update');
  return rows.length > 0;
};

const toColumns = (values: NutritionTemplateValues) => ({
  name: values.name,
  description: values.description,
  mode: values.mode,
  everyDay: values.every_day,
  trainingDay: values.training_day,
  restDay: values.rest_day,
});

export const insertTemplate = async (db: Queryable, values: NutritionTemplateValues) => {
  const [row] = await db
    .insert(nutritionTemplates)
    .values(toColumns(values))
    .returning({ id: nutritionTemplates.id });
  if (!row) throw new Error('Nutrition template insert returned no row');
  return row.id;
};

/** Replaces every field; false when there is no such template or, with `expectedUpdatedAt`, not that version. */
export const replaceTemplate = async (
  db: Queryable,
  id: number,
  values: NutritionTemplateValues,
  expectedUpdatedAt?: string,
) => {
  const updated = await db
    .update(nutritionTemplates)
    .set({ ...toColumns(values), updatedAt: nextUpdatedAt(nutritionTemplates.updatedAt) })
    .where(isRowVersion(nutritionTemplates.id, id, nutritionTemplates.updatedAt, expectedUpdatedAt))
    .returning({ id: nutritionTemplates.id });
  return updated.length > 0;
};
