import { Menu, Search } from 'lucide-react';
import { InfoMenu } from './info-menu';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu, type ProfileMenuUser } from './profile-menu';
import { ThemeToggle } from './theme-toggle';
import { topBarIconClassName } from './top-bar-styles';

interface TopBarProps {
  routeName: string;
  user: ProfileMenuUser | null;
  menuOpen: boolean;
  onOpenMenu: () => void;
  onLogOut: () => void;
}

export function TopBar({ routeName, user, menuOpen, onOpenMenu, onLogOut }: TopBarProps) {
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
        <div className="hidden h-11 items-center gap-2 rounded-full bg-canvas px-4 text-slate-500 focus-within:ring-2 focus-within:ring-brand-500 md:flex dark:bg-navy-900 dark:text-slate-300 dark:focus-within:ring-brand-300">
          <Search aria-hidden className="size-4" />
          {/* The original's search has no described behaviour; it takes text and does nothing with it. */}
          <input
            type="search"
            aria-label="Search"
            placeholder="Search..."
            className="w-40 bg-transparent text-sm text-ink outline-none placeholder:text-slate-400 lg:w-48 dark:text-white"
          />
        </div>
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
        <NotificationsMenu />
        <InfoMenu />
        <ThemeToggle className={topBarIconClassName} />
        <ProfileMenu user={user} onLogOut={onLogOut} />
      </div>
    </header>
  );
}
