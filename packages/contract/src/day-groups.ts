import { z } from 'zod';
import { idParam } from './path-params.js';

/** Supersets and circuits on a training day. */
export const DAY_GROUP_KINDS = ['superset', 'circuit'] as const;
export type DayGroupKind = (typeof DAY_GROUP_KINDS)[number];

export const MAX_CIRCUIT_ROUNDS = 20;
/** What the panel's 'Rounds' input starts at when making a circuit. */
export const DEFAULT_CIRCUIT_ROUNDS = 3;

export const dayGroupMessages = {
  logIdsRequired: 'log_ids must list at least 2 exercises of this training day',
  logIdsDistinct: 'log_ids must not list an exercise twice',
  kindInvalid: 'kind must be superset or circuit',
  roundsInvalid: `rounds must be a whole number from 1 to ${MAX_CIRCUIT_ROUNDS}`,
  roundsOnSuperset: 'rounds can only be given for a circuit',
  logsOtherDay: 'Every exercise in log_ids must belong to this training day',
  logsNotFound: 'Exercise assignment not found',
  alreadyGrouped: (names: readonly string[]) =>
    `Already in a superset or circuit: ${names.join(', ')}. Ungroup it first.`,
  groupNotFound: 'Superset or circuit not found',
  splitsGroup: 'The exercises of a superset or circuit stay together: move the whole group',
  supersetMade: 'Superset created',
  circuitMade: 'Circuit created',
  ungrouped: 'Exercises ungrouped',
  makeSuperset: 'Make Superset',
  makeCircuit: 'Make Circuit',
  roundsLabel: 'Rounds',
  roundsOutOfRange: `Rounds must be a whole number from 1 to ${MAX_CIRCUIT_ROUNDS}`,
  /** '× 3 rounds' beside a circuit's label on the day editor. */
  roundsCount: (rounds: number) => `× ${rounds} ${rounds === 1 ? 'round' : 'rounds'}`,
  ungroup: 'Ungroup',
  makeFailed: 'Failed to group the exercises. Please try again.',
  ungroupFailed: 'Failed to ungroup the exercises. Please try again.',
} as const;

/**
 * A group's label by its order on the day (0-based): A..Z, then AA, AB... (spreadsheet columns).
 */
export const groupLabel = (index: number): string => {
  let n = Math.floor(index) + 1;
  let label = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    label = String.fromCharCode(65 + rest) + label;
    n = Math.floor((n - 1) / 26);
  }
  return label;
};

/** `POST /training-days/{dayId}/groups`. */
export const createDayGroupSchema = z
  .object({
    log_ids: z
      .array(idParam, { error: dayGroupMessages.logIdsRequired })
      .min(2, dayGroupMessages.logIdsRequired)
      .refine((ids) => new Set(ids).size === ids.length, dayGroupMessages.logIdsDistinct),
    kind: z.enum(DAY_GROUP_KINDS, { error: dayGroupMessages.kindInvalid }),
    rounds: z
      .number({ error: dayGroupMessages.roundsInvalid })
      .int(dayGroupMessages.roundsInvalid)
      .min(1, dayGroupMessages.roundsInvalid)
      .max(MAX_CIRCUIT_ROUNDS, dayGroupMessages.roundsInvalid)
      .nullable()
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'superset' && value.rounds !== undefined && value.rounds !== null)
      ctx.addIssue({ code: 'custom', path: ['rounds'], message: dayGroupMessages.roundsOnSuperset });
  });
export type CreateDayGroupInput = z.input<typeof createDayGroupSchema>;

/** An exercise's group on the day detail: label A, B... by order on the day, order 1..n inside the group. */
export const dayExerciseGroupSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DAY_GROUP_KINDS),
  label: z.string(),
  order: z.number().int(),
  rounds: z.number().int().nullable(),
});
export type DayExerciseGroup = z.infer<typeof dayExerciseGroupSchema>;
