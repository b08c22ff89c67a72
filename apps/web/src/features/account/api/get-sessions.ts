import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { accountSessionSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-query-keys';

/** `GET /account/sessions`: live sessions, last used first, the caller's marked `current`. */
export const getSessions = (signal?: AbortSignal) =>
  api.get('/account/sessions', { schema: z.array(accountSessionSchema), signal });
export const useSessions = () =>
  useQuery({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });
