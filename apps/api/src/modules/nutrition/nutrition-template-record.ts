import { sql } from 'drizzle-orm';
import {
  nutritionTemplateInputSchema,
  nutritionTemplateMessages,
  type NutritionTemplate,
} from '@coachboard/contract';
import { nutritionTemplatesWithTrash } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { recordType } from '../../lib/records/index.js';
import { findTemplate, lockTemplate, replaceTemplate } from './nutrition-templates-repository.js';

/** A template's audited fields under their API names (no timestamps, no search column). */
const templateAuditFields = (template: NutritionTemplate) => ({
  name: template.name,
  description: template.description,
  mode: template.mode,
  every_day: template.every_day,
  training_day: template.training_day,
  rest_day: template.rest_day,
});

/** The target template as the audit log and the trash see it. */
export const nutritionTemplateRecord = recordType({
  type: 'nutrition-template',
  read: async (db, id) => {
    const template = await findTemplate(db, id);
    return template ? { name: template.name, fields: templateAuditFields(template) } : null;
  },
  lock: lockTemplate,
  // A revert goes through the template's own rules: the fields put back must still make a whole template.
  revert: async (tx, id, fields) => {
    const current = await findTemplate(tx, id);
    if (!current) throw notFound(nutritionTemplateMessages.notFound);
    const values = nutritionTemplateInputSchema.parse({ ...templateAuditFields(current), ...fields });
    if (!(await replaceTemplate(tx, id, values))) throw notFound(nutritionTemplateMessages.notFound);
  },
  trash: {
    table: nutritionTemplatesWithTrash,
    name: sql`${nutritionTemplatesWithTrash.name}`,
    deletedWith: 'nutrition.deleteTemplate',
  },
});
