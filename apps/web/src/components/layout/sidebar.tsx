import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { House, X, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { BrandLogo } from './brand-logo';

export interface SidebarItem {
  /** Absolute path, e.g. `routePaths.programs`. */
  to: string;
  name: string;
  icon?: LucideIcon;
}

interface SidebarProps {
  items: readonly SidebarItem[];
  open: boolean;
  /** On narrow windows the menu floats over the page and closes after navigation or Escape. */
  overlay: boolean;
  onClose: () => void;
}

export function Sidebar({ items, open, overlay, onClose }: SidebarProps) {
  const { pathname } = useLocation();
  const closeButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open || !overlay) return;
    // The floating menu takes the focus so keyboard users land in it, not behind the backdrop, and gives it
    // back to the control that opened it when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeButtonRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, [open, overlay, onClose]);

  return (
    <>
      {overlay && open && (
        <div
          aria-hidden
          onClick={onClose}
          className="fixed inset-0 z-40 bg-navy-900/40 backdrop-blur-[2px]"
        />
      )}
      <aside
        id="side-menu"
        aria-label="Side menu"
        hidden={!open}
        className="fixed inset-y-0 left-0 z-50 flex w-[280px] flex-col border-r border-slate-200/70 bg-white shadow-xl shadow-slate-300/20 dark:border-white/5 dark:bg-navy-800 dark:shadow-none"
      >
        <div className="flex items-center justify-between gap-2 pt-9 pr-4 pb-8 pl-7">
          <BrandLogo />
          {overlay && (
            <button
              ref={closeButtonRef}
              type="button"
              onClick={onClose}
              aria-label="Close menu"
              className="rounded-full p-1.5 text-slate-500 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-white/10"
            >
              <X aria-hidden className="size-5" />
            </button>
          )}
        </div>
        <div className="mx-7 h-px bg-slate-200 dark:bg-white/10" />
        <nav aria-label="Main" className="flex-1 overflow-y-auto pt-6">
          <ul className="flex flex-col gap-1">
            {items.map((item) => {
              const Icon = item.icon ?? House;
              // its own page or one under it: '/admin/nutrition' is not active on '/admin/nutrition-templates'
              const active = pathname === item.to || pathname.startsWith(`${item.to}/`);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    onClick={overlay ? onClose : undefined}
                    className={cn(
                      'relative flex items-center gap-3.5 px-8 py-3 text-[15px] transition-colors',
                      active
                        ? 'font-bold text-ink dark:text-white'
                        : 'font-medium text-slate-500 hover:text-ink dark:text-slate-400 dark:hover:text-white',
                    )}
                  >
                    <Icon
                      aria-hidden
                      className={cn('size-5', active ? 'text-brand-500 dark:text-brand-300' : 'text-current')}
                    />
                    {item.name}
                    {active && (
                      <span
                        aria-hidden
                        className="absolute top-1/2 right-0 h-9 w-1 -translate-y-1/2 rounded-l-lg bg-brand-500 dark:bg-brand-400"
                      />
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </aside>
    </>
  );
}
