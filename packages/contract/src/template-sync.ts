import { z } from 'zod';

/**
 * Template changes into personal copies: a three-way merge per copy of its base (the template as the
 * copy was made or last synced from), the template now and the copy now.
 */
export const SYNC_USERS_MAX = 1000;

export const templateSyncSchema = z.object({
  /** The copies' users to sync; all the template's copies when left out. */
  user_ids: z.array(z.number().int().positive()).min(1).max(SYNC_USERS_MAX).optional(),
  dry_run: z.boolean().default(false),
});
export type TemplateSync = z.infer<typeof templateSyncSchema>;

export const copySyncResultSchema = z.object({
  copy_program_id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  applied: z.array(z.string()),
  kept: z.array(z.string()),
  conflicts: z.array(z.string()),
  /**
   * Present when applying failed for this copy: nothing of it was written (applied is then empty) and its base
   * stays, so the next sync offers the same changes again. The other copies are applied all the same.
   */
  error: z.string().optional(),
});
export type CopySyncResult = z.infer<typeof copySyncResultSchema>;

export const templateSyncResultSchema = z.object({ copies: z.array(copySyncResultSchema) });
export type TemplateSyncResult = z.infer<typeof templateSyncResultSchema>;

const copiesUpdated = (count: number) => (count === 1 ? '1 copy updated' : `${count} copies updated`);

export const templateSyncMessages = {
  preview: 'Copies update preview',
  applied: copiesUpdated,
  /** The answer's message when some copies failed: '1 copy updated, 1 could not be updated'. */
  appliedWithFailures: (count: number, failed: number) =>
    `${copiesUpdated(count)}, ${failed} could not be updated`,
  copyRefused: 'Not updated: the database refused a change to this copy (nothing of it was written)',
  copyFailed: 'Not updated: an unexpected error (logged; nothing of this copy was written)',
  noCopies: 'This program has no personal copies to update',
} as const;

/** Labels of a set's fields in the descriptions ('set 2 reps'). */
export const SYNC_SET_FIELD_LABELS: Record<string, string> = {
  reps: 'reps',
  reps_max: 'max reps',
  weight: 'weight',
  load_percent: 'load %',
  time: 'time',
  rir: 'RIR',
  rest: 'rest',
  amrap: 'AMRAP',
};

/** A value in a description: none for null, yes/no for booleans. */
export const syncValue = (value: unknown): string => {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
};

/** The readable path of a part: 'Week 2 · Day 1 · Bench press · set 2 reps'. */
export const syncPath = (...parts: (string | number | undefined)[]) =>
  parts.filter((part) => part !== undefined && part !== '').join(' · ');
export const syncWeek = (week: number) => `Week ${week}`;
export const syncDay = (day: number) => `Day ${day}`;
export const syncSet = (index: number) => `set ${index}`;
export const syncSetField = (index: number, field: string) =>
  `set ${index} ${SYNC_SET_FIELD_LABELS[field] ?? field}`;

/**
 * The descriptions of what a sync does, keeps and leaves in conflict, per part (applied, kept, conflict):
 * 'Week 2 · Day 1 · Bench press · set 2 reps: template 6, copy 5'.
 */
export const syncDescriptions = {
  added: (path: string) => `${path} added`,
  removed: (path: string) => `${path} removed`,
  changed: (path: string, from: unknown, to: unknown) => `${path}: ${syncValue(from)} → ${syncValue(to)}`,
  addedInCopy: (path: string) => `${path} added in the copy`,
  removedInCopy: (path: string) => `${path} removed in the copy`,
  changedInCopy: (path: string, copy: unknown, template: unknown) =>
    `${path}: copy ${syncValue(copy)} (template ${syncValue(template)})`,
  conflict: (path: string, template: unknown, copy: unknown) =>
    `${path}: template ${syncValue(template)}, copy ${syncValue(copy)}`,
  removedInTemplateChangedInCopy: (path: string) => `${path}: removed in the template, changed in the copy`,
  changedInTemplateRemovedInCopy: (path: string) => `${path}: changed in the template, removed in the copy`,
  addedTwice: (path: string) => `${path}: added in the template, already on this day in the copy`,
  alreadyOnDay: (path: string, template: string) =>
    `${path}: template ${template}, already on this day in the copy`,
  removedInTemplateHoldsExercises: (path: string) =>
    `${path}: removed in the template, kept: it holds exercises in the copy`,
  order: (path: string, names: readonly string[]) => `${path} · order: ${names.join(', ')}`,
  orderInCopy: (path: string, names: readonly string[]) => `${path} · order in the copy: ${names.join(', ')}`,
  orderConflict: (path: string, template: readonly string[], copy: readonly string[]) =>
    `${path} · order: template ${template.join(', ')}; copy ${copy.join(', ')}`,
} as const;
