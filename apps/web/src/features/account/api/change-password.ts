import type { ChangePasswordInput } from '@coachboard/contract';
import { api } from '@/lib/api-client';
import { useSessionsMutation } from './use-sessions-mutation';

/** `POST /account/password`: every other session ends. */
export const changePassword = (input: ChangePasswordInput) => api.post('/account/password', input);

/** A password change ends the other sessions: the list is reloaded after it. */
export const useChangePassword = () => useSessionsMutation(changePassword);
