import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The 'Back to ...' link above a detail screen's title; `to` comes from `routePaths`. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-slate-600 hover:text-brand-500 dark:text-slate-300 dark:hover:text-brand-300"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
