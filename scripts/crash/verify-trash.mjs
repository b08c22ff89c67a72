// The bulk deletes and their Undo, checked against the rows and the audit entries (verify.mjs calls it).

/** Audit entries of one request, by action. */
const auditCounts = async (client, requestId) => {
  const { rows } = await client.query(
    `select action, count(*)::int as n from audit_entries where request_id = $1 group by 1`,
    [requestId],
  );
  return Object.fromEntries(rows.map((row) => [row.action, row.n]));
};

/**
 * Bulk deletes and their Undo: every batch all in the trash or none (never half), an acknowledged
 * one as acknowledged; an acknowledged delete or Undo has one audit entry per recipe under its request id, and
 * one in doubt has all of them or none, matching what its rows show.
 */
export const verifyTrashBatches = async (client, model, recipes, verified) => {
  for (const batch of model.trashBatches) {
    const rows = batch.recipeIds.map((id) => recipes.get(id)).filter(Boolean);
    const trashed = rows.filter((row) => row.in_trash).length;
    const label = `batch ${batch.requestId}`;
    if (trashed !== 0 && trashed !== batch.recipeIds.length) {
      model.partialWrite('trash', `${label}: ${trashed} of ${batch.recipeIds.length} recipes in the trash`);
      continue;
    }
    const n = batch.recipeIds.length;
    const deletes = (await auditCounts(client, batch.requestId)).delete ?? 0;
    const undo = batch.undo ? ((await auditCounts(client, batch.undo.requestId)).restore ?? 0) : 0;
    if (deletes !== 0 && deletes !== n) {
      model.partialWrite('trash', `${label}: ${deletes} delete entries for ${n} recipes`);
      continue;
    }
    if (batch.outcome === 'ack' && deletes !== n) {
      model.loss('trash', `${label}: acknowledged, ${deletes} delete entries for ${n} recipes`);
      continue;
    }
    if (undo !== 0 && undo !== n) {
      model.partialWrite('undo', `${label}: ${undo} restore entries for ${n} recipes`);
      continue;
    }
    if (batch.undo?.outcome === 'ack' && undo !== n) {
      model.loss('undo', `${label}: Undo acknowledged, ${undo} restore entries for ${n} recipes`);
      continue;
    }
    // What the rows show must be what the entries say: trashed exactly when deleted and not undone.
    const expectTrashed = deletes === n && undo === 0;
    if ((trashed === n) !== expectTrashed) {
      model.partialWrite(
        'trash',
        `${label}: ${trashed ? 'in the trash' : 'live'}, but ${deletes} delete and ${undo} restore entries`,
      );
      continue;
    }
    if (batch.outcome === 'doubt' && deletes === n) model.doubtCommitted.trash += 1;
    if (batch.undo?.outcome === 'doubt' && undo === n) model.doubtCommitted.undo += 1;
    if (batch.outcome === 'ack') verified.trash += 1;
    if (batch.undo?.outcome === 'ack') verified.undo += 1;
  }
};
