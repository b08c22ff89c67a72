import { z } from 'zod';
import { addDays, assignmentModes, calendarDateSchema, type AssignmentMode } from './assignments.js';
import { searchTermSchema } from './list-query.js';
import { userAttentionValues } from './dashboard.js';
import { userStatusFilters } from './users-api.js';

/**
 * Bulk assignment: `POST /training-programs/{id}/assignments` assigns many users at once (by ids, or
 * every user the users list shows for a filter) from a start date, linked or as personal copies, in one
 * transaction and one batch; `POST /assignment-batches/{batchId}/undo` removes exactly that batch.
 */

/** At most this many users in one bulk assignment (ids given, or matching the filter). */
export const BULK_ASSIGNMENT_LIMIT = 10_000;
/** At most this many personal copies in one bulk assignment (each is a whole program). */
export const BULK_COPY_LIMIT = 1_000;
/** A dry run (and an assignment) lists at most this many skipped users; `skipped_count` counts them all. */
export const BULK_SKIPPED_LIST_LIMIT = 100;
/** A refused undo names at most this many edited copies in its message (all are in `errors.copies`). */
const EDITED_COPIES_NAMED = 5;

/** Why a selected user is not assigned. */
export const bulkSkipReasons = ['already assigned', 'deleted', 'not found'] as const;
export type BulkSkipReason = (typeof bulkSkipReasons)[number];

const countOf = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

export const bulkAssignmentMessages = {
  assignProgram: 'Assign Program',
  program: 'Program',
  startDate: 'Start date',
  mode: 'Assign as',
  modeLabels: { linked: 'Linked', copy: 'Personal copy' } satisfies Record<AssignmentMode, string>,
  /** One line under each choice. */
  modeHelp: {
    linked: 'Each user follows this program itself: later changes to it reach them all.',
    copy: 'Each user gets a copy of their own, which you can then edit for that user alone.',
  } satisfies Record<AssignmentMode, string>,
  skipReasonLabels: {
    'already assigned': 'Already assigned',
    deleted: 'Deleted',
    'not found': 'Not found',
  } satisfies Record<BulkSkipReason, string>,
  usersOrFilter: 'Give either user_ids or filter, not both',
  noUsers: 'Choose at least one user',
  tooMany: `At most ${BULK_ASSIGNMENT_LIMIT.toLocaleString('en-US')} users can be assigned at once`,
  tooManyCopies: `At most ${BULK_COPY_LIMIT.toLocaleString('en-US')} personal copies can be made at once: assign fewer users, or assign them linked`,
  nothingToAssign: 'Nothing to assign: every selected user is skipped',
  /** The preview's headline: '12 users will be assigned · 3 skipped'. */
  preview: (willAssign: number, skipped: number) =>
    `${countOf(willAssign, 'user', 'users')} will be assigned${skipped > 0 ? ` · ${skipped.toLocaleString('en-US')} skipped` : ''}`,
  /** '12 users will be assigned as personal copies of Strength Base'. */
  confirm: (willAssign: number, mode: AssignmentMode, program: string) =>
    `${countOf(willAssign, 'user', 'users')} will be assigned ${mode === 'copy' ? 'as personal copies of' : 'to'} ${program}`,
  /** "… and 40 more" under a capped skipped list. */
  moreSkipped: (count: number) => `… and ${count.toLocaleString('en-US')} more`,
  /** The toast after an assignment (with Undo). */
  assigned: (count: number, program: string) => `${countOf(count, 'user', 'users')} assigned to ${program}`,
  undo: 'Undo',
  undone: (count: number) => `Assignment undone: ${countOf(count, 'user', 'users')} unassigned`,
  batchNotFound: 'Assignment batch not found',
  alreadyUndone: 'This assignment was already undone',
  /** 409: copies changed since the batch made them (named, the first few). */
  copiesEdited: (names: readonly string[]) =>
    `Cannot undo: ${names.length === 1 ? 'this personal copy was' : 'these personal copies were'} edited since: ${names
      .slice(0, EDITED_COPIES_NAMED)
      .join(
        ', ',
      )}${names.length > EDITED_COPIES_NAMED ? ` and ${names.length - EDITED_COPIES_NAMED} more` : ''}`,
} as const;

/** The start date the assign dialog offers: the next Monday after `today` ('YYYY-MM-DD'; a Monday gives +7). */
export const nextMonday = (today: string) => {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, ((8 - weekday) % 7) + (weekday === 1 ? 7 : 0));
};

/**
 * "Select all N matching" on the users list: the list's own filter, a dashboard card's `attention` included.
 * status defaults to all, as the list does.
 */
export const bulkAssignmentFilterSchema = z
  .object({
    search: searchTermSchema.optional(),
    status: z.enum(userStatusFilters).default('all'),
    attention: z.enum(userAttentionValues).optional(),
  })
  .strict();
export type BulkAssignmentFilter = z.infer<typeof bulkAssignmentFilterSchema>;

/**
 * `POST /training-programs/{id}/assignments`: exactly one of user_ids and filter. start_date defaults to today
 * (UTC), mode to linked; dry_run answers what would happen and writes nothing.
 */
export const bulkAssignmentSchema = z
  .object({
    user_ids: z
      .array(z.number().int().positive())
      .min(1, bulkAssignmentMessages.noUsers)
      .max(BULK_ASSIGNMENT_LIMIT, bulkAssignmentMessages.tooMany)
      .optional(),
    filter: bulkAssignmentFilterSchema.optional(),
    start_date: calendarDateSchema('start_date').optional(),
    mode: z.enum(assignmentModes).default('linked'),
    dry_run: z.boolean().default(false),
  })
  .strict()
  .superRefine((body, context) => {
    if ((body.user_ids === undefined) === (body.filter === undefined)) {
      context.addIssue({ code: 'custom', path: ['user_ids'], message: bulkAssignmentMessages.usersOrFilter });
    }
  });
export type BulkAssignment = z.input<typeof bulkAssignmentSchema>;

export const bulkSkippedUserSchema = z.object({
  user_id: z.number().int(),
  /** The user's full name (or e-mail); null when there is no such user. */
  name: z.string().nullable(),
  reason: z.enum(bulkSkipReasons),
});
export type BulkSkippedUser = z.infer<typeof bulkSkippedUserSchema>;

/** Shared by the dry run and the assignment: the first BULK_SKIPPED_LIST_LIMIT skipped users, and how many. */
const skippedShape = {
  skipped: z.array(bulkSkippedUserSchema),
  skipped_count: z.number().int(),
};

/** The dry run's answer. */
export const bulkAssignmentPreviewSchema = z.object({
  will_assign: z.number().int(),
  ...skippedShape,
});
export type BulkAssignmentPreview = z.infer<typeof bulkAssignmentPreviewSchema>;

/** The assignment's answer (201): its batch (for Undo), how many were assigned, and the skipped users. */
export const bulkAssignmentResultSchema = z.object({
  batch_id: z.uuid(),
  program_id: z.number().int(),
  mode: z.enum(assignmentModes),
  start_date: z.string(),
  assigned: z.number().int(),
  /** For mode copy: how many personal copies were made (one per assigned user). */
  copies: z.number().int(),
  ...skippedShape,
});
export type BulkAssignmentResult = z.infer<typeof bulkAssignmentResultSchema>;

/** `POST /assignment-batches/{batchId}/undo`'s answer. */
export const assignmentBatchUndoResultSchema = z.object({
  batch_id: z.uuid(),
  /** Assignments removed (users since unassigned are not counted). */
  unassigned: z.number().int(),
  /** Personal copies removed. */
  copies_removed: z.number().int(),
});
export type AssignmentBatchUndoResult = z.infer<typeof assignmentBatchUndoResultSchema>;
