import type { ActivityLog, ExerciseSet, SetsData } from '@coachboard/contract';
import type { ApiClient } from '../../fixtures/api-client';
import { exerciseApi } from '../exercises/exercise-api';

const setsData = (sets: readonly ExerciseSet[]): SetsData =>
  Object.fromEntries(sets.map((set, index) => [`set_${index + 1}`, set]));

/** `count` copies of one set. */
export const repeatSet = (count: number, set: Partial<ExerciseSet>): ExerciseSet[] =>
  Array.from({ length: count }, () => ({ reps: 1, weight: null, time: null, rir: null, rest: null, ...set }));

/**
 * A one-week program whose first training day holds an exercise per entry of `day`, each with its sets saved:
 * the day editor's address and the day's logs in order.
 */
export const seedDay = async (
  api: ApiClient,
  programName: string,
  day: readonly { name: string; sets: readonly ExerciseSet[] }[],
) => {
  const exercises = exerciseApi(api);
  const program = await api.createProgram({ name: programName, duration_weeks: 1 });
  const week = (await api.getAllWeeks(program.id))[0]!;
  const trainingDay = week.training_days.find((candidate) => !candidate.is_rest_day)!;
  for (const [index, entry] of day.entries()) {
    const exercise = await exercises.createExercise({
      name: entry.name,
      target_muscle_group: (['legs', 'back', 'chest', 'shoulders', 'arms', 'core'] as const)[index % 6],
    });
    const added = await exercises.addToDay(exercise.id, trainingDay.id);
    const response = await api.request.patch(`user-exercise-activity-logs/${added.id}`, {
      data: { sets_data: setsData(entry.sets) },
    });
    if (!response.ok()) throw new Error(`PATCH sets of ${entry.name} -> ${response.status()}`);
  }
  const logs = async (): Promise<ActivityLog[]> =>
    (await exercises.getDay(program.id, week.id, trainingDay.id)).user_exercise_activity_logs;
  return { url: `/admin/programs/${program.id}/weeks/${week.id}/days/${trainingDay.id}`, logs };
};
