import { useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { onSessionCleared } from '@/lib/session-events';
import { followSystemTheme } from '@/lib/theme';
import { QueryClientSlot } from './query-client-slot';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the signed-in shell provides it (see `QueryClientSlot`). */
  queryClient?: QueryClient;
}

/** What every page needs. TanStack Query is not among it: the signed-in shell brings its provider. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  useEffect(() => followSystemTheme(), []);
  useEffect(() => (queryClient ? onSessionCleared(() => queryClient.clear()) : undefined), [queryClient]);
  return (
    <QueryClientSlot.Provider value={queryClient ?? null}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientSlot.Provider>
  );
}
