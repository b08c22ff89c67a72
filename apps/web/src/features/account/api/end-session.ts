import { api } from '@/lib/api-client';
import { useSessionsMutation } from './use-sessions-mutation';

/** `DELETE /account/sessions/:id`: signs one session out. */
export const endSession = (id: string) => api.delete(`/account/sessions/${encodeURIComponent(id)}`);
export const useEndSession = () => useSessionsMutation(endSession);
