import { lazy, Suspense } from 'react';
import { Bell, Info, UserRound } from 'lucide-react';
import type { ProfileMenuUser } from '@/components/layout/profile-menu';
import { topBarIconClassName } from '@/components/layout/top-bar-styles';

// The top bar's three menus (the dropdown kit, the bell's dashboard counts and their contract schemas) load in
// one chunk after the first screen instead of before the shell's first paint; each is drawn meanwhile as its
// icon, inert and hidden from assistive technology until the real control replaces it.
const loadMenus = () => import('./top-bar-menus-loaded');
const NotificationsMenu = lazy(() => loadMenus().then((module) => ({ default: module.NotificationsMenu })));
const InfoMenu = lazy(() => loadMenus().then((module) => ({ default: module.InfoMenu })));
const ProfileMenu = lazy(() => loadMenus().then((module) => ({ default: module.ProfileMenu })));

const iconStandIn = (Icon: typeof Bell, size: string) => (
  <span aria-hidden className={topBarIconClassName}>
    <Icon className={size} />
  </span>
);

/** The three menus as they look before their code is there. */
export const menuStandIns = {
  notifications: iconStandIn(Bell, 'size-[18px]'),
  info: iconStandIn(Info, 'size-[18px]'),
  profile: (
    <span
      aria-hidden
      className="flex size-10 items-center justify-center rounded-full bg-brand-500 text-white dark:bg-brand-400"
    >
      <UserRound className="size-5" />
    </span>
  ),
};

export const notificationsMenu = (
  <Suspense fallback={menuStandIns.notifications}>
    <NotificationsMenu />
  </Suspense>
);

export const infoMenu = (
  <Suspense fallback={menuStandIns.info}>
    <InfoMenu />
  </Suspense>
);

export function LazyProfileMenu(props: { user: ProfileMenuUser | null; onLogOut: () => void }) {
  return (
    <Suspense fallback={menuStandIns.profile}>
      <ProfileMenu {...props} />
    </Suspense>
  );
}
