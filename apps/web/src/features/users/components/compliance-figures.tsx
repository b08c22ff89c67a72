import { complianceMessages, type Compliance, type ComplianceWindow } from '@coachboard/contract';
import { useUserCompliance } from '../api/get-user-compliance';

/** A compliance percentage as people read it: '75%', '12.5%', or 'No training' when nothing was prescribed. */
export const formatCompliance = (percentage: number | null) =>
  percentage === null ? complianceMessages.noFigure : `${percentage}%`;

function Figure({ days, figures }: { days: ComplianceWindow; figures: Compliance | undefined }) {
  const label = complianceMessages.figuresLabel(days);
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="mt-1">
        <span className="text-2xl font-semibold text-ink dark:text-white">
          {figures ? formatCompliance(figures.percentage) : '…'}
        </span>
        {figures && (
          <span className="block text-xs text-slate-600 dark:text-slate-300">
            {figures.done_sets} of {figures.prescribed_sets} sets · {figures.sessions_done} of{' '}
            {figures.sessions_planned} sessions
          </span>
        )}
      </dd>
    </div>
  );
}

/** The 7-, 30- and 90-day compliance side by side (`compact`: the 7-day one alone, for the Overview tab). */
export function ComplianceFigures({ userId, compact = false }: { userId: number; compact?: boolean }) {
  const week = useUserCompliance(userId, 7);
  const month = useUserCompliance(userId, 30);
  const quarter = useUserCompliance(userId, 90);
  if (week.isError) return null;
  if (compact) {
    return (
      <dl>
        <Figure days={7} figures={week.data} />
      </dl>
    );
  }
  return (
    <dl className="grid gap-3 sm:grid-cols-3" aria-label="Compliance">
      <Figure days={7} figures={week.data} />
      <Figure days={30} figures={month.data} />
      <Figure days={90} figures={quarter.data} />
    </dl>
  );
}
