import { useLayoutEffect } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  type Location,
  type To,
} from 'react-router';
import { preloadRoutes, type LazyRouteObject } from '@/app/router';
import { createBlockingHistory } from '@/lib/blocking-history';

export type InitialEntry = string | { pathname: string; search?: string; state?: unknown };

export interface TestRouter {
  /** The location on view: a navigation counts once its screen is rendered (its lazy module loaded). */
  state: { location: Location };
  /**
   * A path to push, or a step back or forward (-1, 1), as the admin's clicks and the browser buttons do. Resolves
   * once the modules of the new location's routes are loaded, like the data router's `navigate`, so that
   * `await act(() => router.navigate(path))` renders the new screen.
   */
  navigate: (to: To | number) => Promise<void>;
}

/**
 * The panel's blocking history over memory instead of the browser's (see `app/panel-router.tsx`), with a handle
 * like the data router's for the lazy `routes` given; render `LocationProbe` inside the router.
 */
export function createTestRouter(initialEntry: InitialEntry, routes: LazyRouteObject[] = []) {
  const history = createBlockingHistory(
    createMemoryHistory({ initialEntries: [initialEntry], v5Compat: true }),
  );
  let shown = history.location;

  function LocationProbe() {
    const location = useLocation();
    // In the commit itself, so the location is current as soon as the screen is in the document.
    useLayoutEffect(() => {
      shown = location;
    }, [location]);
    return null;
  }

  const router: TestRouter = {
    get state() {
      return { location: shown };
    },
    navigate: async (to) => {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
      await preloadRoutes(routes, history.location);
    },
  };
  return { history, router, LocationProbe };
}
