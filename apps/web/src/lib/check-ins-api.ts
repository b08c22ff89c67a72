import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  coachCheckInPageSchema,
  coachCheckInSchema,
  overdueCheckInPageSchema,
  type ReviewCheckInInput,
} from '@coachboard/contract';
import { api, refreshSession } from './api-client';
import { dashboardKeys } from './dashboard-api';
import { createQueryKeys, invalidateKeys } from './query-keys';
import { getAccessToken } from './session-storage';

/*
 * The coach's check-ins, shared by the Check-ins page and the user detail's Check-ins tab (features never import
 * each other): the queue, the overdue users, one user's check-ins, 'Mark reviewed' and the private photos.
 */

/**
 * The coach's check-ins: the queue to review and the overdue users (`lists()`), and one user's check-ins. A review
 * marks all of them stale, with the dashboard's counts.
 */
export const checkInKeys = createQueryKeys('check-ins', (keys) => ({
  overdue: (params: object) => [...keys.all, 'overdue', params] as const,
  ofUser: (userId: number, params: object) => [...keys.all, 'user', userId, params] as const,
}));

export interface CheckInPageParams {
  page: number;
}

/** `GET /check-ins/to-review`: the check-ins not yet reviewed, oldest first (the card 'Check-ins to review'). */
export const getCheckInsToReviewQueryOptions = (params: CheckInPageParams) =>
  queryOptions({
    queryKey: checkInKeys.list(params),
    queryFn: ({ signal }) =>
      api.get('/check-ins/to-review', { query: { ...params }, schema: coachCheckInPageSchema, signal }),
    placeholderData: keepPreviousData,
    // A check-in reviewed elsewhere must not come back from the cache.
    staleTime: 0,
  });

/** `GET /check-ins/overdue`: the users whose check-in is overdue, longest overdue first. */
export const getOverdueCheckInsQueryOptions = (params: CheckInPageParams) =>
  queryOptions({
    queryKey: checkInKeys.overdue(params),
    queryFn: ({ signal }) =>
      api.get('/check-ins/overdue', { query: { ...params }, schema: overdueCheckInPageSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** `GET /users/{id}/check-ins`: one user's check-ins, newest first, reviewed or not. */
export const getUserCheckInsQueryOptions = (userId: number, params: CheckInPageParams) =>
  queryOptions({
    queryKey: checkInKeys.ofUser(userId, params),
    queryFn: ({ signal }) =>
      api.get(`/users/${userId}/check-ins`, { query: { ...params }, schema: coachCheckInPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

/** `POST /check-ins/{id}/review` ('Mark reviewed'): the queue, the user's list and the cards' counts go stale. */
export const useReviewCheckIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ReviewCheckInInput & { id: number }) =>
      api.post(`/check-ins/${id}/review`, input, { schema: coachCheckInSchema }),
    onSuccess: () => invalidateKeys(queryClient, [checkInKeys.all, dashboardKeys.all]),
  });
};

const request = (url: string, signal?: AbortSignal) =>
  fetch(url, { headers: { Authorization: `Bearer ${getAccessToken() ?? ''}` }, signal });

/**
 * A progress photo through its authenticated route (the `url` the API answers: never a public address), as a
 * blob. An `<img src>` cannot send the token, so the panel fetches the bytes with it, refreshing the session once
 * on 401/403 like every other call.
 */
export const fetchPrivatePhoto = async (url: string, signal?: AbortSignal) => {
  let response = await request(url, signal);
  if (response.status === 401 || response.status === 403) {
    await refreshSession();
    response = await request(url, signal);
  }
  if (!response.ok) throw new Error(`The photo could not be loaded (${response.status})`);
  return response.blob();
};
