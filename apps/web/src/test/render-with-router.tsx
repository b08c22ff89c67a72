import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { adminPattern, adminRoutePatterns, type AdminRouteName } from '@/lib/route-paths';

function LocationProbe({ label }: { label: string }) {
  const location = useLocation();
  return <p data-testid="location">{`${label} ${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `element` at `path` (e.g. `adminPattern('programDetail')`) in a memory router with a fresh query
 * client. Every other admin path renders a probe naming where navigation landed; `location()` reads it.
 */
export function renderWithRouter(element: ReactNode, { path, url }: { path: string; url: string }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const probes = (Object.keys(adminRoutePatterns) as AdminRouteName[])
    .map((name) => ({ path: adminPattern(name), element: <LocationProbe label={name} /> }))
    .filter((probe) => probe.path !== path);
  const router = createMemoryRouter([{ path, element }, ...probes], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}
