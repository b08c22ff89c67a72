import { Link } from 'react-router';
import { userListMessages, type UserAttentionFact } from '@coachboard/contract';
import { formatDate } from '@/lib/format';
import { routePaths } from '@/lib/route-paths';

const programLinkClassName =
  'font-semibold text-ink hover:text-brand-500 dark:text-white dark:hover:text-brand-300';
const detailClassName = 'text-xs text-slate-500 dark:text-slate-400';

/**
 * Why the user is on a dashboard card's list: the program ending and its last day, the last program, the join date,
 * the 7-day compliance against the 30-day one.
 */
export function UserAttentionFactText({ fact }: { fact: UserAttentionFact | undefined }) {
  if (!fact) return null;
  if (fact.kind === 'new') {
    return (
      <span className="whitespace-nowrap text-slate-600 dark:text-slate-300">
        {userListMessages.joined(formatDate(fact.joined_at))}
      </span>
    );
  }
  if (fact.kind === 'compliance_dropped') {
    return (
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold text-ink dark:text-white">
          {userListMessages.complianceDrop(fact.compliance_7d, fact.compliance_30d)}
        </span>
        <span className={detailClassName}>
          {userListMessages.lastTrainingDay(formatDate(fact.last_training_day))}
        </span>
      </span>
    );
  }
  if (fact.kind === 'program_ending') {
    return (
      <span className="flex min-w-0 flex-col">
        <Link to={routePaths.program(fact.program.id)} className={programLinkClassName}>
          {fact.program.name}
        </Link>
        <span className={detailClassName}>{userListMessages.lastDay(formatDate(fact.last_day))}</span>
      </span>
    );
  }
  const { last_program: last, next_program: next } = fact;
  return (
    <span className="flex min-w-0 flex-col">
      {last ? (
        <>
          <Link to={routePaths.program(last.id)} className={programLinkClassName}>
            {last.name}
          </Link>
          <span className={detailClassName}>{userListMessages.ended(formatDate(last.last_day))}</span>
        </>
      ) : (
        <span className="text-slate-600 dark:text-slate-300">{userListMessages.noProgramYet}</span>
      )}
      {next && (
        <span className={detailClassName}>
          {userListMessages.nextProgram(next.name, formatDate(next.start_date))}
        </span>
      )}
    </span>
  );
}
