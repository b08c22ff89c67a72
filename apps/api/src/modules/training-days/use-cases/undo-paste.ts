import { pasteMessages, trainingDayMessages, type PasteUndoResult } from '@coachboard/contract';
import type { Transaction } from '../../../lib/db-types.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { renumberDay } from '../day-exercises-repository.js';
import { queueDayComplianceRefresh } from '../program-edit-refresh.js';
import { findPasteEntry, pastedLogStates, removePasted } from '../workout-paste/pasted-logs-repository.js';
import { lockPasteDay } from '../workout-paste/workout-paste-repository.js';
import { pasteDayName, type PasteRecord } from './paste-workout.js';

const isPair = (value: unknown): value is [number, string] =>
  Array.isArray(value) &&
  value.length === 2 &&
  Number.isSafeInteger(value[0]) &&
  typeof value[1] === 'string';
const isAppended = (value: unknown): value is [number, number, number, string] =>
  Array.isArray(value) &&
  value.length === 4 &&
  Number.isSafeInteger(value[0]) &&
  Number.isSafeInteger(value[1]) &&
  Number.isSafeInteger(value[2]) &&
  typeof value[3] === 'string';

/** The paste's record as its entry holds it, or null when it is not one (an entry written before undo existed). */
const pasteRecordOf = (value: unknown): PasteRecord | null => {
  if (typeof value !== 'object' || value === null) return null;
  const { added, appended } = value as Record<string, unknown>;
  if (!Array.isArray(added) || !Array.isArray(appended)) return null;
  if (!added.every(isPair) || !appended.every(isAppended)) return null;
  return { added, appended };
};

/**
 * Takes a paste back, in the request transaction, when the day still holds what it wrote: the day exercises it
 * added (removed) and the sets it appended to exercises already on the day (cut back to their earlier sets).
 * 404 for a day or paste not found (or one that cannot be undone), 409 when undone already, or when one of those
 * exercises was removed or its sets edited since (naming them; nothing changes).
 */
export const undoPaste = async (
  tx: Transaction,
  dayId: number,
  pasteId: number,
): Promise<{ undone: PasteUndoResult; day: { id: number; name: string } }> => {
  const day = await lockPasteDay(tx, dayId);
  if (!day) throw notFound(trainingDayMessages.notFound);
  const entry = await findPasteEntry(tx, dayId, pasteId);
  const paste = entry && pasteRecordOf(entry.paste);
  if (!entry || !paste) throw notFound(pasteMessages.undoNotFound);
  if (entry.undone) throw conflict(pasteMessages.alreadyUndone);

  const wrote = new Map<number, string>([
    ...paste.added.map(([id, fingerprint]) => [id, fingerprint] as const),
    ...paste.appended.map(([id, , , fingerprint]) => [id, fingerprint] as const),
  ]);
  const states = await pastedLogStates(tx, dayId, [...wrote.keys()]);
  const changed = states.filter((state) => !state.live || state.fingerprint !== wrote.get(state.id));
  if (changed.length > 0) {
    throw conflict(pasteMessages.changedSince([...new Set(changed.map((state) => state.name))]));
  }
  const added = paste.added.map(([id]) => id);
  const appended = paste.appended.map(([id, setsBefore]) => ({ id, setsBefore }));
  await removePasted(tx, dayId, added, appended);
  if (added.length > 0) await renumberDay(tx, dayId);
  await queueDayComplianceRefresh(tx, [dayId]);
  return {
    undone: {
      removed: added.length,
      sets_removed: paste.appended.reduce((sum, [, , setsAdded]) => sum + setsAdded, 0),
    },
    day: { id: dayId, name: pasteDayName(day) },
  };
};
