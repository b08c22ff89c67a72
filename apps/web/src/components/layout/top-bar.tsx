import type { ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { ThemeToggle } from './theme-toggle';
import { topBarIconClassName } from './top-bar-styles';

interface TopBarProps {
  routeName: string;
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** The global search (box, palette and their keys), which the admin layout brings from features/search. */
  search?: ReactNode;
  /**
   * The bell, the information menu and the profile menu (notifications-menu, info-menu, profile-menu), which the
   * admin layout loads after the shell's first paint.
   */
  notifications?: ReactNode;
  info?: ReactNode;
  profile?: ReactNode;
}

export function TopBar({
  routeName,
  menuOpen,
  onOpenMenu,
  search,
  notifications,
  info,
  profile,
}: TopBarProps) {
  return (
    <header className="sticky top-3 z-30 mb-6 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-canvas/70 p-2 backdrop-blur-xl dark:bg-navy-900/60">
      <div className="ml-1.5 min-w-0">
        <nav aria-label="Breadcrumb" className="text-sm text-slate-600 dark:text-slate-400">
          <span>Pages</span>
          <span className="mx-1">/</span>
          <span aria-current="page" className="text-ink dark:text-white">
            {routeName}
          </span>
        </nav>
        <h2 className="truncate text-[28px] leading-tight font-bold text-ink dark:text-white">{routeName}</h2>
      </div>

      <div className="flex h-[60px] items-center gap-1 rounded-full bg-white px-2 shadow-[0_18px_40px_rgba(112,144,176,0.12)] dark:bg-navy-800 dark:shadow-none">
        {search}
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label="Open menu"
          aria-controls="side-menu"
          aria-expanded={menuOpen}
          className={`${topBarIconClassName} xl:hidden`}
        >
          <Menu aria-hidden className="size-5" />
        </button>
        {notifications}
        {info}
        <ThemeToggle className={topBarIconClassName} />
        {profile}
      </div>
    </header>
  );
}
