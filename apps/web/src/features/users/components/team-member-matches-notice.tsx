import { Link } from 'react-router';
import { userListMessages } from '@coachboard/contract';
import { UsersRound } from 'lucide-react';
import { formatCount } from '@/lib/format';
import { useCan } from '@/lib/permissions';
import { routePaths } from '@/lib/route-paths';

/**
 * One line under a search whose term is in team accounts' e-mails: the users list holds app users only, so the
 * person searched for is on the Team page (a link for those who may open it).
 */
export function TeamMemberMatchesNotice({ term, count }: { term: string; count: number }) {
  const mayOpenTeam = useCan()('team.listMembers');
  if (count === 0) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl border border-slate-200 bg-slate-50 px-4 py-2.5 text-sm text-slate-700 dark:border-white/10 dark:bg-white/5 dark:text-slate-200"
    >
      <UsersRound aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-500 dark:text-slate-400" />
      <span className="min-w-0 break-words">
        {userListMessages.teamMemberMatches(term, count, formatCount(count))}:{' '}
        {mayOpenTeam ? (
          <Link
            to={routePaths.team}
            className="font-semibold text-brand-600 underline-offset-2 hover:underline dark:text-brand-200"
          >
            {userListMessages.seeTeam}
          </Link>
        ) : (
          userListMessages.teamOwnersOnly
        )}
      </span>
    </p>
  );
}
