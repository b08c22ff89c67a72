import type { LoginResult } from '@coachboard/contract';
import { api } from '@/lib/api-client';

export interface LoginRequest {
  email: string;
  password: string;
  remember_me: boolean;
}

export const login = (input: LoginRequest) => api.post<LoginResult>('/auth/login', input);
