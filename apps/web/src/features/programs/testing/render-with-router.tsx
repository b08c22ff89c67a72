import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

function LocationProbe({ label }: { label: string }) {
  const location = useLocation();
  return <p data-testid="location">{`${label} ${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `element` at `path` in a memory router with a fresh query client. The other programs paths render a
 * probe naming where navigation landed.
 */
export function renderWithRouter(element: ReactNode, { path, url }: { path: string; url: string }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
  const probes = [
    { path: '/admin/programs', element: <LocationProbe label="list" /> },
    { path: '/admin/programs/:id', element: <LocationProbe label="detail" /> },
    { path: '/admin/programs/:programId/weeks/:weekId/days/:dayId', element: <LocationProbe label="day" /> },
  ].filter((probe) => probe.path !== path);
  const router = createMemoryRouter([{ path, element }, ...probes], { initialEntries: [url] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}
