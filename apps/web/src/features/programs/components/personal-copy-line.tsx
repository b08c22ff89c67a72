import { Link } from 'react-router';
import type { PersonalCopyOf } from '@coachboard/contract';
import { routePaths } from '@/lib/route-paths';

const linkClassName = 'font-semibold text-brand-600 hover:underline dark:text-brand-300';

/**
 * On a personal copy: 'Personal copy for {user} · from {template}', the user linking to the user and
 * the template to its detail (plain text while the template is in the trash).
 */
export function PersonalCopyLine({ personalCopy }: { personalCopy: PersonalCopyOf }) {
  const { user, template } = personalCopy;
  return (
    <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-slate-700 dark:bg-brand-400/10 dark:text-slate-200">
      {'Personal copy for '}
      <Link to={routePaths.user(user.id)} className={linkClassName}>
        {user.name}
      </Link>
      {template && (
        <>
          {' · from '}
          {template.in_trash ? (
            <span className="font-semibold">{`${template.name} (in the trash)`}</span>
          ) : (
            <Link to={routePaths.program(template.id)} className={linkClassName}>
              {template.name}
            </Link>
          )}
        </>
      )}
    </p>
  );
}
