import { endOtherSessionsResultSchema } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { useSessionsMutation } from './use-sessions-mutation';

/** `POST /account/sessions/end-others`: signs out every session but this one. */
export const endOtherSessions = () =>
  api.post('/account/sessions/end-others', undefined, { schema: endOtherSessionsResultSchema });
export const useEndOtherSessions = () => useSessionsMutation(endOtherSessions);
