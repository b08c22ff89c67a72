import type { ActivityLog, Exercise, SetsData } from '@coachboard/contract';
import { exercises, userExerciseActivityLogs } from '../../db/schema/index.js';

/** An activity log with the exercise fields a day card shows; join `exercises` on the log's exercise_id. */
export const dayExerciseColumns = {
  id: userExerciseActivityLogs.id,
  trainingDayId: userExerciseActivityLogs.trainingDayId,
  position: userExerciseActivityLogs.position,
  setsData: userExerciseActivityLogs.setsData,
  exerciseId: exercises.id,
  exerciseName: exercises.name,
  exerciseYtLink: exercises.ytLink,
  exerciseTarget: exercises.targetMuscleGroup,
  groupId: userExerciseActivityLogs.groupId,
};

export interface DayExerciseRow {
  id: number;
  trainingDayId: number;
  position: number;
  setsData: SetsData;
  exerciseId: number;
  exerciseName: string;
  exerciseYtLink: string | null;
  exerciseTarget: Exercise['target_muscle_group'];
  /** Its superset or circuit (day-group-rows.ts tells whether it still counts), or null. */
  groupId: number | null;
}

/** Logs written before sets were keyed set_1..set_n (a list) read as no sets rather than failing the day. */
const asSetsData = (value: unknown): SetsData =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as SetsData) : {};

export const toActivityLog = (row: DayExerciseRow): ActivityLog => ({
  id: row.id,
  training_day_id: row.trainingDayId,
  position: row.position,
  sets_data: asSetsData(row.setsData),
  exercise: {
    id: row.exerciseId,
    name: row.exerciseName,
    yt_link: row.exerciseYtLink,
    target_muscle_group: row.exerciseTarget,
  },
});
