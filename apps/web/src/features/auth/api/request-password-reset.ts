import { api } from '@/lib/api-client';

export const requestPasswordReset = (email: string) => api.post('/auth/request-password-reset', { email });
