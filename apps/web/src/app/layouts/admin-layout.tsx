import { Outlet, useMatches } from 'react-router';
import { ClipboardList, Dumbbell, MessagesSquare, Salad, Users, type LucideIcon } from 'lucide-react';
import { Sidebar, type SidebarItem } from '@/components/layout/sidebar';
import { TopBar } from '@/components/layout/top-bar';
import { useSideMenu } from '@/components/layout/use-side-menu';
import { useAuth } from '@/features/auth/components/auth-context';
import { cn } from '@/lib/cn';
import { ADMIN_BASE_PATH } from '@/lib/route-paths';
import { menuRoutes, type AdminRouteHandle } from '../admin-routes';

const menuIcons: Record<string, LucideIcon> = {
  programs: ClipboardList,
  nutrition: Salad,
  'exercise-library': Dumbbell,
  users: Users,
  community: MessagesSquare,
};

const menuItems: SidebarItem[] = menuRoutes.map((route) => ({
  to: `${ADMIN_BASE_PATH}/${route.path}`,
  name: route.name,
  icon: menuIcons[route.path],
}));

const isAdminRouteHandle = (handle: unknown): handle is AdminRouteHandle =>
  typeof handle === 'object' && handle !== null && 'routeName' in handle;

/** The name of the matched admin route, or null on paths no admin route defines (the 404 fallback). */
const useMatchedRouteName = () => {
  const matches = useMatches();
  const match = [...matches].reverse().find((candidate) => isAdminRouteHandle(candidate.handle));
  return match && isAdminRouteHandle(match.handle) ? match.handle.routeName || 'Programs' : null;
};

export function Component() {
  const { user, signOut } = useAuth();
  const { open, isWide, openMenu, closeMenu } = useSideMenu();
  const routeName = useMatchedRouteName();

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
              user={user}
              menuOpen={open}
              onOpenMenu={openMenu}
              onLogOut={() => void signOut()}
            />
          )}
          <main className="px-1">
            <Outlet />
          </main>
        </div>
      </div>
    </div>
  );
}
