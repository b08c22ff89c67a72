import { useId } from 'react';
import { Link } from 'react-router';
import { dashboardCards, dashboardMessages, type DashboardCardKey } from '@coachboard/contract';
import {
  AlarmClock,
  ArrowRight,
  CalendarClock,
  ClipboardCheck,
  CalendarX2,
  LifeBuoy,
  Salad,
  ShieldX,
  TrendingDown,
  UserPlus,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import { cardClassName } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';

const cardIcons: Record<DashboardCardKey, LucideIcon> = {
  programs_ending: CalendarClock,
  no_current_program: UserX,
  empty_training_days: CalendarX2,
  unanswered_support_posts: LifeBuoy,
  new_users: UserPlus,
  no_nutrition_targets: Salad,
  failed_sign_ins: ShieldX,
  compliance_dropped: TrendingDown,
  check_ins_to_review: ClipboardCheck,
  overdue_check_ins: AlarmClock,
};

/** One count of the dashboard: the number, what it counts, and the list that shows exactly those records. */
export function DashboardCard({ cardKey, count }: { cardKey: DashboardCardKey; count: number }) {
  const { title, meaning, path, records } = dashboardCards[cardKey];
  const titleId = useId();
  const Icon = cardIcons[cardKey];
  const needsAttention = count > 0;
  return (
    <section aria-labelledby={titleId} className={cn(cardClassName, 'flex flex-col gap-3 p-5')}>
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-base font-bold text-ink dark:text-white">
          {title}
        </h2>
        <span
          aria-hidden
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full',
            needsAttention
              ? 'bg-amber-100 text-amber-700 dark:bg-amber-400/15 dark:text-amber-200'
              : 'bg-slate-100 text-slate-500 dark:bg-white/10 dark:text-slate-300',
          )}
        >
          <Icon className="size-5" />
        </span>
      </div>
      <p
        className={cn(
          'text-4xl leading-none font-bold tabular-nums',
          needsAttention ? 'text-ink dark:text-white' : 'text-slate-500 dark:text-slate-400',
        )}
      >
        {formatCount(count)}
      </p>
      <p className="flex-1 text-sm text-slate-600 dark:text-slate-300">{meaning}</p>
      <Link
        to={path}
        aria-describedby={titleId}
        className="inline-flex items-center gap-1.5 self-start rounded text-sm font-semibold text-brand-600 hover:underline dark:text-brand-200"
      >
        {dashboardMessages.seeRecords(count, formatCount(count), records)}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </section>
  );
}
