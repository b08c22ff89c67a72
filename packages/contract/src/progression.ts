import { z } from 'zod';
import type { SetsData } from './sets.js';

/** How a progression derives each week's sets from the week before. */
export const progressionRuleSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('linear_load'), step_kg: z.number().min(0.5).max(100) }),
  z.object({ type: z.literal('linear_reps'), step: z.number().int().min(1).max(100) }),
  z.object({ type: z.literal('double'), step_kg: z.number().min(0.5).max(100) }),
  z.object({ type: z.literal('percent'), step_percent: z.number().min(0.5).max(100) }),
]);
export type ProgressionRule = z.infer<typeof progressionRuleSchema>;

export const PROGRESSION_WEEKS_MAX = 51;

export const progressionSchema = z.object({
  rule: progressionRuleSchema,
  weeks: z.number().int().min(1).max(PROGRESSION_WEEKS_MAX),
  dry_run: z.boolean().default(false),
});
export type Progression = z.infer<typeof progressionSchema>;

const setsDataOut = z.record(z.string(), z.record(z.string(), z.unknown()));

export const progressionResultSchema = z.object({
  weeks: z.array(
    z.object({
      week: z.number().int(),
      training_day_id: z.number().int(),
      sets: setsDataOut,
      overwrites: setsDataOut.nullable(),
    }),
  ),
});
/** The answer as its schema types it (sets as plain records). */
export type ProgressionResultOutput = z.infer<typeof progressionResultSchema>;
export interface ProgressionWeek {
  week: number;
  training_day_id: number;
  sets: SetsData;
  overwrites: SetsData | null;
}
export interface ProgressionResult {
  weeks: ProgressionWeek[];
}

export const progressionMessages = {
  applied: 'Progression applied successfully',
  preview: 'Progression preview',
  weeksLeft: (left: number) =>
    left === 1 ? 'Only 1 week is left in the program' : `Only ${left} weeks are left in the program`,
  logNotOnDay: 'Exercise not found on this training day',
} as const;
