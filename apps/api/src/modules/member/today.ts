import { and, desc, eq, isNull } from 'drizzle-orm';
import { type MemberToday, type TodayExercise } from '@coachboard/contract';
import { workoutSessions } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { assignmentAroundDate, getUserSchedule } from '../assignments/public.js';
import { dayExercisePlaces, prescribedSets } from './day-exercises-repository.js';

const loggedSession = async (db: Queryable, userId: number, trainingDayId: number, date: string) => {
  const [row] = await db
    .select({ id: workoutSessions.id, updatedAt: workoutSessions.updatedAt })
    .from(workoutSessions)
    .where(
      and(
        eq(workoutSessions.userId, userId),
        eq(workoutSessions.trainingDayId, trainingDayId),
        eq(workoutSessions.performedOn, date),
        isNull(workoutSessions.deletedAt),
      ),
    )
    .orderBy(desc(workoutSessions.id))
    .limit(1);
  return row ? { id: row.id, updated_at: row.updatedAt.toISOString() } : null;
};

const todayExercises = async (db: Queryable, trainingDayId: number): Promise<TodayExercise[]> =>
  (await dayExercisePlaces(db, trainingDayId)).map((place) => ({
    day_exercise_id: place.id,
    position: place.position,
    exercise: { id: place.exerciseId, name: place.exerciseName, video_link: place.videoLink },
    group: place.group,
    sets: prescribedSets(place.setsData),
  }));

const withoutDay = { week_number: null, day: null, exercises: [], session: null };

/**
 * What a member's date holds: the training or rest day of the assignment covering it (the admin's schedule
 * computation, the earliest-starting assignment first when several do), else the next program to start or the
 * last one that ended, else nothing.
 */
export const memberToday = async (db: Queryable, userId: number, date: string): Promise<MemberToday> => {
  const [day] = await getUserSchedule(db, userId, date, date);
  const entry = day?.entries[0];
  if (!entry) {
    const around = await assignmentAroundDate(db, userId, date);
    if (!around) {
      return { date, status: 'no_program', program: null, start_date: null, ends_on: null, ...withoutDay };
    }
    const { assignment } = around;
    return {
      date,
      status: around.upcoming ? 'not_started' : 'finished',
      program: { id: assignment.programId, name: assignment.programName },
      start_date: assignment.startDate,
      ends_on: assignment.endsOn,
      ...withoutDay,
    };
  }
  const training = !entry.is_rest_day && entry.training_day_id !== null;
  return {
    date,
    status: training ? 'training' : 'rest',
    program: { id: entry.program_id, name: entry.program_name },
    start_date: entry.start_date,
    ends_on: entry.ends_on,
    week_number: entry.week_number,
    day: { id: entry.training_day_id, day_number: entry.day_number },
    exercises: training ? await todayExercises(db, entry.training_day_id!) : [],
    session:
      entry.training_day_id === null ? null : await loggedSession(db, userId, entry.training_day_id, date),
  };
};
