import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Navigate, matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { sendEarlyGet } from '@/lib/api-client';
import { ADMIN_BASE_PATH, DEFAULT_LANDING_PATH, routePaths } from '@/lib/route-paths';
import { adminRoutes, type AdminRoute } from './admin-routes';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { NotFoundPage } from './routes/not-found-page';

type RouteModule = () => Promise<{ Component: ComponentType }>;

/** A route whose module (exporting `Component`) loads when first matched; `preload` starts it early. */
export type LazyRouteObject = RouteObject & { preload?: () => Promise<unknown> };

const lazyRoute = (load: RouteModule, route: Omit<RouteObject, 'element' | 'index'> = {}) => {
  let loading: ReturnType<RouteModule> | null = null;
  const preload = () => (loading ??= load());
  const Page = lazy(() => preload().then((module) => ({ default: module.Component })));
  return { ...route, element: <Page />, preload } satisfies LazyRouteObject;
};

// The permission table loads with the screen it guards, not with the sign-in page.
const RequirePermission = lazy(() =>
  import('./require-permission').then((module) => ({ default: module.RequirePermission })),
);

/** An admin screen; one its member's team role may not use shows the no-access page instead. */
const adminRoute = (route: AdminRoute): LazyRouteObject => {
  const screen = lazyRoute(route.load, { path: route.path });
  if (!route.requires) return screen;
  return {
    ...screen,
    element: <RequirePermission requires={route.requires}>{screen.element}</RequirePermission>,
  };
};

/**
 * The route tree of the specification, in React Router's declarative mode (the data router weighs about 16 KiB
 * gzip more on the first load). Every screen is a lazy module; each call builds fresh lazy components, so a
 * module that failed to load is asked for again by the next app instance, as the data router did per router.
 */
export const createRoutes = (): LazyRouteObject[] => [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to={DEFAULT_LANDING_PATH} replace /> },
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to={routePaths.signIn} replace /> },
          lazyRoute(() => import('@/features/auth/routes/sign-in-route'), { path: 'sign-in' }),
          lazyRoute(() => import('@/features/auth/routes/reset-password-route'), { path: 'reset-password' }),
          lazyRoute(() => import('@/features/team/routes/accept-invitation-route'), {
            path: 'accept-invitation',
          }),
        ],
      },
      {
        path: 'admin',
        element: <RequireAuth />,
        children: [
          lazyRoute(() => import('./layouts/admin-layout'), {
            children: [
              { index: true, element: <Navigate to={DEFAULT_LANDING_PATH} replace /> },
              ...adminRoutes.map(adminRoute),
              { path: '*', element: <NotFoundPage inShell /> },
            ],
          }),
        ],
      },
      // The right-to-left layout declares no routes, so an authenticated visitor sees nothing there.
      { path: 'rtl/*', element: <RequireAuth /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** Starts loading the modules of the routes `location` matches, side by side; settles when they are in. */
export const preloadRoutes = (routes: LazyRouteObject[], location: Partial<Location>) =>
  Promise.allSettled(
    (matchRoutes(routes, location) ?? []).map(({ route }) => (route as LazyRouteObject).preload?.()),
  );

const firstRequestRoutes = adminRoutes.filter((route) => route.firstRequest);

/**
 * Sends the first request of the admin screen at `location`, if it names one, beside the session check (the
 * screen takes the answer over); returns what forgets it.
 */
const sendFirstRequest = (location: Partial<Location>) => {
  // '/' and '/admin' are on their way to the landing screen.
  const address: Partial<Location> = ['/', ADMIN_BASE_PATH, `${ADMIN_BASE_PATH}/`].includes(
    location.pathname ?? '',
  )
    ? { pathname: DEFAULT_LANDING_PATH }
    : location;
  const match = matchRoutes(firstRequestRoutes, address, ADMIN_BASE_PATH)?.at(-1);
  const request = match?.route.firstRequest?.({
    params: match.params,
    search: new URLSearchParams(address.search),
  });
  return request ? sendEarlyGet(request.path, request.query) : () => undefined;
};

/**
 * The panel's routes (`createRoutes()` unless given) with the unexpected-error page around them. The modules of
 * the first location's routes start loading at once, side by side (the admin layout with its area, while the
 * session is checked), as the data router loaded a navigation's lazy routes; until the first screen's module is
 * there, 'Loading...' shows. A module that fails is reported by the error page when its route renders.
 */
export function AppRoutes({ routes: givenRoutes }: { routes?: LazyRouteObject[] }) {
  const location = useLocation();
  const [routes] = useState(() => givenRoutes ?? createRoutes());
  const [firstLocation] = useState(location);
  useEffect(() => {
    // The screen's first request goes with the stored session's `GET /me` (sent by the auth state's effect,
    // which runs after this one), not after the screen's modules have come in.
    const forgetFirstRequest = sendFirstRequest(firstLocation);
    // A task later than the first commit's effects, where the stored session's `GET /me` is sent: the browser
    // opens six connections to the server, and the first screen's forty-odd modules sent first kept the session
    // check (which every signed-in screen waits for) queued behind them for half a second.
    const timer = setTimeout(() => void preloadRoutes(routes, firstLocation));
    return () => {
      clearTimeout(timer);
      forgetFirstRequest();
    };
  }, [routes, firstLocation]);
  const element = useRoutes(routes, location);
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={<LoadingScreen message="Loading..." />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
