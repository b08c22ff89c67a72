import { routeId } from '@/lib/route-paths';
import type { TrainingDayParams } from './training-day-params';

/** A day's address in the API; its fetcher and the first load's early request send the same one. */
export const trainingDayPath = ({ programId, weekId, dayId }: TrainingDayParams) =>
  `/training-programs/${programId}/training-weeks/${weekId}/training-days/${dayId}`;

/**
 * The request the training day sends first for the address it opens on, built without the day's modules (this
 * file is part of the first load); none for an address whose ids are not ids.
 */
export const trainingDayFirstRequest = (params: Record<string, string | undefined>) => {
  const [programId, weekId, dayId] = [params.programId, params.weekId, params.dayId].map(routeId);
  if (!programId || !weekId || !dayId) return null;
  return { path: trainingDayPath({ programId, weekId, dayId }) };
};
