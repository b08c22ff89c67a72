import { Outlet } from 'react-router';
import { BrandLogo } from '@/components/layout/brand-logo';
import { ThemeToggle } from '@/components/layout/theme-toggle';

export function AuthLayout() {
  return (
    <div className="relative flex min-h-screen flex-col bg-white dark:bg-navy-900">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-brand-50 to-transparent dark:from-navy-800"
      />
      <header className="relative px-6 pt-8 sm:px-10">
        <BrandLogo />
      </header>
      <main className="relative flex flex-1 items-center justify-center px-4 py-10">
        <div className="w-full max-w-[420px]">
          <Outlet />
        </div>
      </main>
      <footer className="relative px-6 pb-6 text-center text-sm text-slate-500 dark:text-slate-400">
        © {new Date().getFullYear()} Coachboard. All Rights Reserved.
      </footer>
      <ThemeToggle className="fixed right-6 bottom-6 size-14 bg-gradient-to-br from-brand-400 to-brand-600 text-white shadow-lg shadow-brand-500/30 hover:from-brand-500 hover:to-brand-700" />
    </div>
  );
}
