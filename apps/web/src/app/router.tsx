import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { DEFAULT_LANDING_PATH, routePaths } from '@/lib/route-paths';
import { adminRoutes, type AdminRouteHandle } from './admin-routes';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { ErrorPage } from './routes/error-page';
import { NotFoundPage } from './routes/not-found-page';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    hydrateFallbackElement: <LoadingScreen message="Loading..." />,
    children: [
      { index: true, element: <Navigate to={DEFAULT_LANDING_PATH} replace /> },
      {
        path: 'auth',
        element: <AuthLayout />,
        children: [
          { index: true, element: <Navigate to={routePaths.signIn} replace /> },
          { path: 'sign-in', lazy: () => import('@/features/auth/routes/sign-in-route') },
          { path: 'reset-password', lazy: () => import('@/features/auth/routes/reset-password-route') },
        ],
      },
      {
        path: 'admin',
        element: <RequireAuth />,
        children: [
          {
            lazy: () => import('./layouts/admin-layout'),
            children: [
              { index: true, element: <Navigate to={DEFAULT_LANDING_PATH} replace /> },
              ...adminRoutes.map((route): RouteObject => ({
                path: route.path,
                lazy: route.load,
                handle: { routeName: route.name } satisfies AdminRouteHandle,
              })),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
      // The right-to-left layout declares no routes, so an authenticated visitor sees nothing there.
      { path: 'rtl/*', element: <RequireAuth /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
