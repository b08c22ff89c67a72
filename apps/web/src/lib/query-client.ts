import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { onSessionCleared } from './session-events';

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });

let panelClient: QueryClient | null = null;

/**
 * The panel's one query client, made when the signed-in shell first loads (TanStack Query is not part of the
 * sign-in page) and emptied whenever a session ends, as the auth state announces.
 */
export const panelQueryClient = () => {
  if (!panelClient) {
    const client = createQueryClient();
    onSessionCleared(() => client.clear());
    panelClient = client;
  }
  return panelClient;
};
