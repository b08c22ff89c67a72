import { buttonClassName } from '@/components/ui/button';
import { FirstLoadLink } from '@/components/ui/first-load-link';
import { DEFAULT_LANDING_PATH } from '@/lib/route-paths';

/** `inShell`: shown inside the admin layout, whose own `<main>` already holds it. */
export function NotFoundPage({ inShell = false }: { inShell?: boolean }) {
  const Landmark = inShell ? 'div' : 'main';
  return (
    <Landmark className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-7xl font-extrabold text-brand-500 dark:text-brand-300">404</p>
      <h1 className="text-3xl font-bold text-ink dark:text-white">Page Not Found</h1>
      <p className="text-slate-600 dark:text-slate-400">
        The page you&apos;re looking for doesn&apos;t exist.
      </p>
      <FirstLoadLink to={DEFAULT_LANDING_PATH} className={buttonClassName('primary', 'md', 'mt-2')}>
        Go Back Home
      </FirstLoadLink>
    </Landmark>
  );
}
