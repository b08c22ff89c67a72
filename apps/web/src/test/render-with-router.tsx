import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { PanelRouter } from '@/app/panel-router';
import { ToastProvider } from '@/components/feedback/toast';
import type { TeamRole } from '@coachboard/contract';
import { TeamRoleContext } from '@/lib/permissions';
import { adminPattern, adminRoutePatterns, type AdminRouteName } from '@/lib/route-paths';
import { createTestRouter } from './test-router';

function LocationProbe({ label }: { label: string }) {
  const location = useLocation();
  return <p data-testid="location">{`${label} ${location.pathname}${location.search}`}</p>;
}

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Renders `element` at `path` (e.g. `adminPattern('programDetail')`) in the panel's router over memory, with a fresh query
 * client and the admin layout's toasts and team role (`teamRole`, an owner unless told: the admin layout's for the
 * first admin). Every other admin path renders a probe naming where navigation landed; `location()` reads it.
 */
export function renderWithRouter(
  element: ReactNode,
  { path, url, teamRole = 'owner' }: { path: string; url: string; teamRole?: TeamRole },
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const probes = (Object.keys(adminRoutePatterns) as AdminRouteName[])
    .map((name) => ({ path: adminPattern(name), element: <LocationProbe label={name} /> }))
    .filter((probe) => probe.path !== path);
  const { history, router, LocationProbe: ShownLocation } = createTestRouter(url);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <TeamRoleContext.Provider value={teamRole}>
          <PanelRouter history={history}>
            <TestRoutes routes={[{ path, element }, ...probes]} />
            <ShownLocation />
          </PanelRouter>
        </TeamRoleContext.Provider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}
