import { render } from '@testing-library/react';
import { AppProviders } from '@/app/providers';
import { PanelRouter } from '@/app/panel-router';
import { AppRoutes, createRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { createTestRouter, type InitialEntry } from './test-router';

/** Renders the real route tree in memory with fresh providers. */
export function renderApp(initialEntry: InitialEntry = '/') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const routes = createRoutes();
  const { history, router, LocationProbe } = createTestRouter(initialEntry, routes);
  const view = render(
    <AppProviders queryClient={queryClient}>
      <PanelRouter history={history}>
        <AppRoutes routes={routes} />
        <LocationProbe />
      </PanelRouter>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
