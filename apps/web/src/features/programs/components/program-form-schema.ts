import { z } from 'zod';
import {
  createProgramSchema,
  updateProgramSchema,
  type CreateProgram,
  type ProgramSummary,
} from '@coachboard/contract';
import { programFormDefaults } from '@/domain/program-form-defaults';

export type ProgramFormMode = 'create' | 'edit';

/** What the inputs hold: selects may be empty and number inputs hold text until the schema coerces them. */
export interface ProgramFormValues {
  name: string;
  program_type: string;
  difficulty_level: string;
  duration_weeks: number | string;
  training_days_per_week: number | string;
  workout_duration: string;
  description: string;
}

/**
 * Validated values; the schedule fields only come out of the create form, and the edit form leaves out an
 * unchosen workout duration.
 */
export type ProgramFormOutput = Omit<
  CreateProgram,
  'duration_weeks' | 'training_days_per_week' | 'workout_duration'
> &
  Partial<Pick<CreateProgram, 'duration_weeks' | 'training_days_per_week' | 'workout_duration'>>;

// Spec part 1 section 5: edit mode does not validate or show duration and days per week, and requires a
// workout duration only in create mode. An edit without one leaves the program's (empty) value as it is.
const editProgramSchema = updateProgramSchema
  .omit({ duration_weeks: true, training_days_per_week: true, image: true })
  .extend({
    workout_duration: z.preprocess(
      (value) => (value === '' ? undefined : value),
      updateProgramSchema.shape.workout_duration,
    ),
  });

export const programFormSchema = (mode: ProgramFormMode): z.ZodType<ProgramFormOutput> =>
  mode === 'create' ? createProgramSchema : editProgramSchema;

export const programFormValues = (program?: ProgramSummary): ProgramFormValues =>
  program
    ? {
        name: program.name,
        program_type: program.program_type,
        difficulty_level: program.difficulty_level,
        duration_weeks: program.duration_weeks,
        training_days_per_week: program.training_days_per_week ?? '',
        workout_duration: program.workout_duration ?? '',
        description: program.description ?? '',
      }
    : { ...programFormDefaults };

export const programFormFields = [
  'name',
  'program_type',
  'difficulty_level',
  'duration_weeks',
  'training_days_per_week',
  'workout_duration',
  'description',
] as const satisfies readonly (keyof ProgramFormValues)[];
