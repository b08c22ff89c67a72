import { Link } from 'react-router';
import { permissionMessages } from '@coachboard/contract/team-roles';
import { buttonClassName } from '@/components/ui/button';
import { DEFAULT_LANDING_PATH } from '@/lib/route-paths';

/** A screen the member's team role does not include, reached by its address (the menu does not list it). */
export function NoAccessPage() {
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-7xl font-extrabold text-brand-500 dark:text-brand-300">403</p>
      <h1 className="text-3xl font-bold text-ink dark:text-white">{permissionMessages.noAccessTitle}</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">{permissionMessages.noAccessBody}</p>
      <Link to={DEFAULT_LANDING_PATH} className={buttonClassName('primary', 'md', 'mt-2')}>
        Go Back Home
      </Link>
    </div>
  );
}
