import type { CreateProgram, ProgramSummary, UpdateProgram } from '@coachboard/contract';
import type { ProgramFormOutput } from './program-form-schema';

export const createProgramPayload = (values: ProgramFormOutput): CreateProgram => {
  const { duration_weeks, training_days_per_week, workout_duration } = values;
  if (
    duration_weeks === undefined ||
    training_days_per_week === undefined ||
    workout_duration === undefined
  ) {
    throw new Error(
      'The create form always validates duration, training days per week and workout duration.',
    );
  }
  return { ...values, duration_weeks, training_days_per_week, workout_duration };
};

/**
 * Spec part 1 section 7: the list page's edit omits training_days_per_week; the detail page sends it from the
 * program as it stands and adds the image. The hidden schedule fields therefore never change through this form.
 * `expected_updated_at` is the version the form loaded, so a save over someone else's newer edit is refused.
 */
export const updateProgramPayload = (
  values: ProgramFormOutput,
  program: ProgramSummary,
  from: 'list' | 'detail',
): UpdateProgram => {
  const payload: UpdateProgram = {
    ...values,
    duration_weeks: program.duration_weeks,
    expected_updated_at: program.updated_at,
  };
  if (from === 'detail') {
    if (program.training_days_per_week !== null)
      payload.training_days_per_week = program.training_days_per_week;
    payload.image = program.image;
  }
  return payload;
};
