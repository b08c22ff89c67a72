import { isDeepStrictEqual } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { programMessages } from '@coachboard/contract';
import {
  templateSyncMessages,
  type CopySyncResult,
  type TemplateSync,
} from '@coachboard/contract/template-sync';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../lib/db-types.js';
import { notFound } from '../../../lib/errors.js';
import type { TrashContext } from '../../../lib/trash.js';
import { queueProgramComplianceRefresh } from '../../training-days/public.js';
import { applySyncOperations } from './apply-sync-operations.js';
import { lockCopies } from './copies-to-sync.js';
import { mergeTemplateIntoCopy } from './merge.js';
import type { ProgramSnapshot } from './snapshot.js';
import { emptyProgram, loadPrograms, markTemplateRows, saveBases } from './template-sync-repository.js';

export interface TemplateSyncOutcome {
  template: { id: number; name: string };
  /** `changed`: the copy's rows or its base were written (never for a dry run or a failed copy). */
  copies: (CopySyncResult & { name: string; changed: boolean })[];
}

/** A database error (with its SQLSTATE) anywhere in the error's causes: Drizzle wraps the driver's. */
const isDatabaseError = (error: unknown) => {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return true;
  }
  return false;
};

/** The base as stored (jsonb, keys reordered) against the template now, both as JSON has them. */
const sameSnapshot = (base: ProgramSnapshot, template: ProgramSnapshot) =>
  isDeepStrictEqual(base, JSON.parse(JSON.stringify(template)));

/**
 * Merges the template's changes into its personal copies (all, or those of `user_ids`), three ways per copy
 * (merge.ts). Reads in a fixed number of statements whatever the number of copies: the template (key-share
 * locked), the copies with their users and bases (locked for update), then the template and every copy's
 * schedule together. A copy without a base yet (made before bases were kept) gets the template as it is now,
 * which applies nothing and keeps every difference.
 *
 * Without dry_run each copy's operations are written in a savepoint of its own: a copy whose writes fail is
 * rolled back to it, logged and answered with its error, and keeps its base, while the others are applied. The
 * base of every other copy moves to the template's current state; a copy with nothing to write and its base
 * already there is left alone (not `changed`).
 */
export const syncTemplate = async (
  tx: Transaction,
  context: TrashContext,
  log: FastifyBaseLogger,
  templateId: number,
  input: TemplateSync,
): Promise<TemplateSyncOutcome> => {
  const found = await tx.execute<{ name: string }>(sql`
    select name from training_programs where id = ${templateId} for key share`);
  const template = found.rows[0];
  if (!template) throw notFound(programMessages.notFound);
  const copies = await lockCopies(tx, templateId, input.user_ids);
  const missing = copies.filter((copy) => copy.base === null).map((copy) => copy.id);
  await markTemplateRows(tx, templateId, missing);
  const programs = await loadPrograms(tx, templateId, [templateId, ...copies.map((copy) => copy.id)]);
  const templateNow = (programs.get(templateId) ?? emptyProgram()).snapshot;

  const results: TemplateSyncOutcome['copies'] = [];
  const written: number[] = [];
  for (const copy of copies) {
    const loaded = programs.get(copy.id) ?? emptyProgram();
    const merge = mergeTemplateIntoCopy(copy.base ?? templateNow, templateNow, loaded.snapshot);
    const result = {
      copy_program_id: copy.id,
      name: copy.name,
      user: copy.user,
      applied: merge.applied,
      kept: merge.kept,
      conflicts: merge.conflicts,
    };
    if (input.dry_run) {
      results.push({ ...result, changed: false });
      continue;
    }
    if (merge.operations.length > 0) {
      try {
        await tx.transaction(async (savepoint) => {
          await applySyncOperations(savepoint, context, copy.id, loaded, merge.operations);
        });
      } catch (error) {
        const refused = isDatabaseError(error);
        log[refused ? 'warn' : 'error'](
          { err: error, templateId, copyProgramId: copy.id },
          'template sync: a copy was not updated (rolled back to its savepoint)',
        );
        results.push({
          ...result,
          applied: [],
          error: refused ? templateSyncMessages.copyRefused : templateSyncMessages.copyFailed,
          changed: false,
        });
        continue;
      }
      written.push(copy.id);
    }
    const baseMoves = copy.base === null || !sameSnapshot(copy.base, templateNow);
    results.push({ ...result, changed: merge.operations.length > 0 || baseMoves });
  }
  const synced = results.filter((copy) => copy.changed).map((copy) => copy.copy_program_id);
  if (synced.length > 0) await saveBases(tx, templateId, synced, templateNow);
  // The copies' new prescriptions move their users' kept compliance: one statement for every copy written.
  await queueProgramComplianceRefresh(tx, written);
  return { template: { id: templateId, name: template.name }, copies: results };
};
