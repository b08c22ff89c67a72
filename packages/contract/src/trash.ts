import { z } from 'zod';
import { optionalSearchTerm } from './list-query.js';
import { pageParam, paginated } from './pagination.js';

/**
 * What can be in the trash. Users keep the specification's soft delete and are listed too. A
 * day exercise goes there when a builder's replace takes it off its day; a member's logged workout and check-in
 * when the member deletes them in the app, so their coach can put them back.
 */
export const TRASH_TYPES = [
  'program',
  'exercise',
  'recipe',
  'post',
  'comment',
  'user',
  'day-exercise',
  'nutrition-template',
  'nutrition-targets',
  'meal-plan',
  'workout-session',
  'check-in',
] as const;
export type TrashType = (typeof TRASH_TYPES)[number];
export const trashTypeSchema = z.enum(TRASH_TYPES);

export const TRASH_PAGE_SIZE = 20;
export const DEFAULT_TRASH_RETENTION_DAYS = 30;
/** At most this many records in one bulk delete ("select all N matching" included). */
export const BULK_DELETE_LIMIT = 10_000;

export const trashTypeLabels: Record<TrashType, { one: string; many: string }> = {
  program: { one: 'program', many: 'programs' },
  exercise: { one: 'exercise', many: 'exercises' },
  recipe: { one: 'recipe', many: 'recipes' },
  post: { one: 'post', many: 'posts' },
  comment: { one: 'comment', many: 'comments' },
  user: { one: 'user', many: 'users' },
  'day-exercise': { one: 'day exercise', many: 'day exercises' },
  'nutrition-template': { one: 'nutrition template', many: 'nutrition templates' },
  'nutrition-targets': { one: 'set of nutrition targets', many: 'sets of nutrition targets' },
  'meal-plan': { one: 'meal plan', many: 'meal plans' },
  'workout-session': { one: 'logged workout', many: 'logged workouts' },
  'check-in': { one: 'check-in', many: 'check-ins' },
};

/** The sentence a delete dialog ends with now that a delete is recoverable (replaces 'This action cannot be undone'). */
export const trashNotice = (days: number) => `It goes to the trash and can be restored for ${days} days.`;

/** Texts of the trash, the undo toast and "Delete forever". */
export const trashMessages = {
  title: 'Trash',
  empty: 'Trash is empty',
  movedToTrash: 'Moved to trash',
  manyMovedToTrash: (count: number, type: TrashType) =>
    `${count.toLocaleString('en-US')} ${count === 1 ? trashTypeLabels[type].one : trashTypeLabels[type].many} moved to trash`,
  undo: 'Undo',
  restore: 'Restore',
  restored: 'Restored',
  deleteForever: 'Delete forever',
  deleteForeverConfirm: (type: TrashType) =>
    `Are you sure you want to delete this ${trashTypeLabels[type].one} forever? This action cannot be undone.`,
  deletedForever: 'Deleted forever',
  notInTrash: 'Not in the trash',
  expectedTotalChanged: 'The list changed since you selected; select again',
  tooMany: `At most ${BULK_DELETE_LIMIT.toLocaleString('en-US')} records can be deleted at once`,
  ownAccount: 'You cannot delete your own account',
} as const;

const countOf = (count: number, type: TrashType) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? trashTypeLabels[type].one : trashTypeLabels[type].many}`;

/** Texts of row selection and bulk delete on the programs, exercises, recipes, users and posts lists. */
export const bulkDeleteMessages = {
  selectRow: (name: string) => `Select ${name}`,
  selectPage: 'Select all on this page',
  selected: (count: number) => `${count.toLocaleString('en-US')} selected`,
  selectAllMatching: (total: number) => `Select all ${total.toLocaleString('en-US')} matching`,
  clear: 'Clear',
  delete: 'Delete',
  title: (count: number, type: TrashType) => `Delete ${countOf(count, type)}`,
  confirm: (count: number, type: TrashType, days: number) =>
    type === 'user'
      ? `Are you sure you want to delete ${count === 1 ? 'this user' : `these ${countOf(count, type)}`}? They are signed out, stay listed as Inactive and can be restored for ${days} days.`
      : `Are you sure you want to delete ${count === 1 ? `this ${trashTypeLabels[type].one}` : `these ${countOf(count, type)}`}? ${count === 1 ? trashNotice(days) : `They go to the trash and can be restored for ${days} days.`}`,
  nothingDeleted: 'Nothing was deleted: the selected records were already gone',
  skipped: (count: number) => `${count.toLocaleString('en-US')} already deleted, left as they were`,
  failed: 'The records could not be deleted',
} as const;

/** "4 weeks, 40 exercises, 12 users" from the counts kept at delete time; zero counts are left out. */
export const describeTrashContents = (counts: Record<string, number> | null | undefined): string | null => {
  if (!counts) return null;
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([what, n]) => `${n.toLocaleString('en-US')} ${n === 1 ? what.replace(/s$/, '') : what}`);
  return parts.length ? parts.join(', ') : null;
};

export const trashEntrySchema = z.object({
  type: trashTypeSchema,
  id: z.number().int(),
  name: z.string(),
  deleted_at: z.string(),
  deleted_by: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string() }).nullable(),
  goes_with: z.string().nullable(),
  parent: z.object({ type: trashTypeSchema, id: z.number().int(), name: z.string() }).nullable(),
  batch_id: z.string(),
  purge_at: z.string(),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;
export const trashPageSchema = paginated(trashEntrySchema);

/** `GET /trash?type&search&page`: newest deletes first, 20 a page. */
export const trashListQuerySchema = z.object({
  type: trashTypeSchema.optional(),
  search: optionalSearchTerm,
  page: pageParam,
});
export type TrashListQuery = z.input<typeof trashListQuerySchema>;

export const trashRecordParamsSchema = z.object({
  type: trashTypeSchema,
  id: z.coerce.number().int().positive(),
});
export const trashBatchParamsSchema = z.object({ batchId: z.string().uuid() });

export const trashRestoreResultSchema = z.object({
  type: trashTypeSchema,
  id: z.number().int(),
  name: z.string(),
});
export const trashPurgeResultSchema = z.object({ type: trashTypeSchema, id: z.number().int() });
export const trashBatchRestoreResultSchema = z.object({ restored: z.number().int() });
export const trashSettingsSchema = z.object({ retention_days: z.number().int() });
export type TrashSettings = z.infer<typeof trashSettingsSchema>;

/**
 * `POST /<list>/bulk-delete`: either ids, or "all matching" the list's query (its filters without page) with the
 * total the admin saw, so a list that changed meanwhile is refused instead of deleting what was not shown.
 */
export const bulkDeleteBodySchema = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) }).strict(),
  z
    .object({
      all_matching: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
      expected_total: z.number().int().min(0),
    })
    .strict(),
]);
export type BulkDeleteBody = z.infer<typeof bulkDeleteBodySchema>;
export const bulkDeleteResultSchema = z.object({
  type: trashTypeSchema,
  batch_id: z.string().nullable(),
  count: z.number().int(),
  skipped: z.number().int(),
});
export type BulkDeleteResult = z.infer<typeof bulkDeleteResultSchema>;
