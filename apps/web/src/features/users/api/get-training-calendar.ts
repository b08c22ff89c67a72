import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarDateDetailSchema, trainingCalendarSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { userKeys } from './user-query-keys';

/** The user's last 12 weeks of training, a status per date. */
export const getTrainingCalendar = (userId: number, signal?: AbortSignal) =>
  api.get(`/users/${userId}/training-calendar`, { schema: trainingCalendarSchema, signal });

export const useTrainingCalendar = (userId: number) =>
  useQuery(
    queryOptions({
      queryKey: userKeys.trainingCalendar(userId),
      queryFn: ({ signal }) => getTrainingCalendar(userId, signal),
    }),
  );

/** One date of the calendar: the training days with their prescription and the workouts logged for it. */
export const getCalendarDate = (userId: number, date: string, signal?: AbortSignal) =>
  api.get(`/users/${userId}/training-calendar/${date}`, { schema: calendarDateDetailSchema, signal });

export const useCalendarDate = (userId: number, date: string | null) =>
  useQuery(
    queryOptions({
      queryKey: userKeys.calendarDate(userId, date ?? ''),
      queryFn: ({ signal }) => getCalendarDate(userId, date!, signal),
      enabled: date !== null,
    }),
  );
