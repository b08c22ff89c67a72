import { lazy, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import { Outlet, matchRoutes, useLocation } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  ClipboardCheck,
  ClipboardList,
  Dumbbell,
  History,
  LayoutDashboard,
  MessagesSquare,
  Salad,
  ShoppingBasket,
  Trash2,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { Sidebar, type SidebarItem } from '@/components/layout/sidebar';
import { TopBar } from '@/components/layout/top-bar';
import { LoadingScreen } from '@/components/ui/spinner';
import { ToastProvider } from '@/components/feedback/toast';
import { useSideMenu } from '@/components/layout/use-side-menu';
import { infoMenu, LazyProfileMenu, menuStandIns, notificationsMenu } from './top-bar-menus';
import { useAuth } from '@/features/auth/components/auth-context';
import { cn } from '@/lib/cn';
import { panelQueryClient } from '@/lib/query-client';
import { ADMIN_BASE_PATH } from '@/lib/route-paths';
import { TeamRoleContext, useCan } from '@/lib/permissions';
import { adminRoutes, menuRoutes, type AdminRoute } from '../admin-routes';
import { QueryClientSlot } from '../query-client-slot';
import { OnShown } from './on-shown';
import { ShellSearch } from './shell-search';

const menuIcons: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  programs: ClipboardList,
  nutrition: Salad,
  'nutrition-templates': ClipboardList,
  'meal-plans': ShoppingBasket,
  'exercise-library': Dumbbell,
  users: Users,
  'check-ins': ClipboardCheck,
  community: MessagesSquare,
  trash: Trash2,
  activity: History,
  team: UsersRound,
};

// Only a member the team requires to turn on two-factor sign-in needs the guard (and the account query it reads).
const TwoFactorSetupGuard = lazy(() =>
  import('./two-factor-setup-guard').then((module) => ({ default: module.TwoFactorSetupGuard })),
);

const menuItem = (route: AdminRoute): SidebarItem => ({
  to: `${ADMIN_BASE_PATH}/${route.path}`,
  name: route.name,
  icon: menuIcons[route.path],
});

const adminRoutePatterns = adminRoutes.map((route) => ({ path: route.path, name: route.name }));

/** The name of the matched admin route, or null on paths no admin route defines (the 404 fallback). */
const useMatchedRouteName = () => {
  const location = useLocation();
  const match = matchRoutes(adminRoutePatterns, location, ADMIN_BASE_PATH)?.at(-1);
  return match ? match.route.name : null;
};

/** The signed-in shell. It brings the query client the areas use: TanStack Query is not part of the first load. */
export function Component() {
  const queryClient = useContext(QueryClientSlot) ?? panelQueryClient();
  const { user } = useAuth();
  return (
    <QueryClientProvider client={queryClient}>
      {/* Toasts sit above the screens, so a delete's Undo outlives the screen that deleted. */}
      <ToastProvider>
        <TeamRoleContext.Provider value={user?.team_role ?? null}>
          <AdminShell />
        </TeamRoleContext.Provider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

function AdminShell() {
  const { user, signOut } = useAuth();
  // The search and the top bar's menus (about 45 modules) load once the first screen is on view (or Ctrl+K asks
  // for the search), drawn until then as they look: loaded beside the screen they held its modules back on the
  // browser's six connections, and showing them first held its rows back by React's 300 ms between two reveals of
  // suspended content.
  const [extrasWanted, setExtrasWanted] = useState(false);
  const wantExtras = useCallback(() => setExtrasWanted(true), []);
  const { open, isWide, openMenu, closeMenu } = useSideMenu();
  const routeName = useMatchedRouteName();
  const can = useCan();
  const menuItems = useMemo(
    () => menuRoutes.filter((route) => !route.requires || can(route.requires)).map(menuItem),
    [can],
  );

  return (
    <div className="min-h-screen">
      <Sidebar items={menuItems} open={open} overlay={!isWide} onClose={closeMenu} />
      {/* While the menu floats over it, the page behind is out of reach (focus, clicks, screen readers). */}
      <div
        inert={open && !isWide}
        className={cn('min-h-screen px-3 pb-10 transition-[margin] md:px-5', open && isWide && 'ml-[280px]')}
      >
        <div className="mx-auto max-w-[1440px] pt-3">
          {routeName !== null && (
            <TopBar
              routeName={routeName}
              menuOpen={open}
              onOpenMenu={openMenu}
              search={<ShellSearch load={extrasWanted} onWanted={wantExtras} pages={menuItems} />}
              notifications={extrasWanted ? notificationsMenu : menuStandIns.notifications}
              info={extrasWanted ? infoMenu : menuStandIns.info}
              profile={
                extrasWanted ? (
                  <LazyProfileMenu user={user} onLogOut={() => void signOut()} />
                ) : (
                  menuStandIns.profile
                )
              }
            />
          )}
          <main className="px-1">
            {user?.two_factor_setup_required === true && (
              <Suspense fallback={null}>
                <TwoFactorSetupGuard />
              </Suspense>
            )}
            {/* The shell paints as soon as it is in, its screen's module (and what that imports) following. */}
            <Suspense fallback={<LoadingScreen message="Loading..." />}>
              <Outlet />
              <OnShown onShown={wantExtras} />
            </Suspense>
          </main>
        </div>
      </div>
    </div>
  );
}
