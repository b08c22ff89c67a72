import { sql } from 'drizzle-orm';
import { nutritionMessages, nutritionTargetsValuesSchema } from '@coachboard/contract';
import { userNutritionTargetsWithTrash } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { recordType } from '../../lib/records/index.js';
import { findAccount } from './app-users-repository.js';
import {
  findTargets,
  lockTargets,
  replaceTargets,
  targetsValues,
  templateRowExists,
  usersWithLiveTargets,
  type TargetsRow,
} from './user-nutrition-repository.js';

/** The targets' audited fields under their API names. */
export const targetsAuditFields = (row: TargetsRow) => ({
  ...targetsValues(row),
  template_id: row.templateId,
});

/** The user's name as the panel shows it (the trash lists the targets by it). */
const userNameOf = sql`(select coalesce(nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.email)
  from users u where u.id = ${userNutritionTargetsWithTrash.userId})`;

/**
 * A user's nutrition targets as the audit log and the trash see them: one record per set (its own id), named by
 * the user. A revert puts values back through the targets' rules; restoring a trashed set while the user has
 * newer targets is refused.
 */
export const nutritionTargetsRecord = recordType({
  type: 'nutrition-targets',
  read: async (db, id) => {
    const row = await findTargets(db, id);
    if (!row) return null;
    const user = await findAccount(db, row.userId);
    return { name: user?.name ?? '', fields: targetsAuditFields(row) };
  },
  lock: lockTargets,
  revert: async (tx, id, fields) => {
    const current = await findTargets(tx, id);
    if (!current) throw notFound(nutritionMessages.notFound);
    const { template_id: templateId, ...values } = { ...targetsAuditFields(current), ...fields };
    const targets = nutritionTargetsValuesSchema.parse(values);
    // The template named before may have been purged since: the targets then name none.
    const template =
      typeof templateId === 'number' && (await templateRowExists(tx, templateId)) ? templateId : null;
    if (!(await replaceTargets(tx, id, targets, template, null))) throw notFound(nutritionMessages.notFound);
  },
  trash: {
    table: userNutritionTargetsWithTrash,
    name: userNameOf,
    deletedWith: 'nutrition.deleteTargets',
    restoreClash: async (tx, ids) =>
      (await usersWithLiveTargets(tx, ids)).length > 0 ? nutritionMessages.restoreClash : null,
  },
});
