import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  accountSessionSchema,
  endOtherSessionsResultSchema,
  userSchema,
  type AccountUpdateInput,
  type ChangePasswordInput,
} from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { createQueryKeys } from '@/lib/query-keys';

export const accountKeys = createQueryKeys('account', (keys) => ({
  me: () => [...keys.all, 'me'] as const,
  sessions: () => [...keys.all, 'sessions'] as const,
}));

/** `GET /me`: the signed-in member (name for the Profile section). */
export const getAccount = (signal?: AbortSignal) => api.get('/me', { schema: userSchema, signal });
export const useAccount = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: accountKeys.me(), queryFn: ({ signal }) => getAccount(signal), enabled });

/** `PATCH /account`: the member's own name. */
export const updateAccount = (input: AccountUpdateInput) =>
  api.patch('/account', input, { schema: userSchema });

/** `POST /account/password`: every other session ends. */
export const changePassword = (input: ChangePasswordInput) => api.post('/account/password', input);

/** `GET /account/sessions`: live sessions, last used first, the caller's marked `current`. */
export const getSessions = (signal?: AbortSignal) =>
  api.get('/account/sessions', { schema: z.array(accountSessionSchema), signal });
export const useSessions = () =>
  useQuery({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

const useSessionsMutation = <TInput>(mutationFn: (input: TInput) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
};

/** `DELETE /account/sessions/:id`: signs one session out. */
export const useEndSession = () =>
  useSessionsMutation((id: string) => api.delete(`/account/sessions/${encodeURIComponent(id)}`));

/** `POST /account/sessions/end-others`: signs out every session but this one. */
export const useEndOtherSessions = () =>
  useSessionsMutation(() =>
    api.post('/account/sessions/end-others', undefined, { schema: endOtherSessionsResultSchema }),
  );

/** A password change ends the other sessions: the list is reloaded after it. */
export const useChangePassword = () => useSessionsMutation(changePassword);

export const useUpdateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.me(), user),
  });
};
