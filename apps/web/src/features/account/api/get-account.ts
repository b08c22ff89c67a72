import { useQuery } from '@tanstack/react-query';
import { userSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-query-keys';

/** `GET /me`: the signed-in member (name for the Profile section). */
export const getAccount = (signal?: AbortSignal) => api.get('/me', { schema: userSchema, signal });
export const useAccount = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: accountKeys.me(), queryFn: ({ signal }) => getAccount(signal), enabled });
