import { formatEnumLabel, type DayExercise } from '@coachboard/contract';

/** The assigned column filters on the client: by name or target muscle group, case-insensitively. */
export const matchesAssigned = (exercise: DayExercise, term: string) => {
  const needle = term.trim().toLowerCase();
  if (!needle) return true;
  const target = exercise.target_muscle_group ? formatEnumLabel(exercise.target_muscle_group) : '';
  return `${exercise.name} ${target}`.toLowerCase().includes(needle);
};
