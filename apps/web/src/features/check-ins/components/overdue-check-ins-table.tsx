import { Link } from 'react-router';
import { fullName, weekdayLabels, type OverdueCheckIn } from '@coachboard/contract';
import { ResponsiveList, type ListColumn } from '@/components/ui/list-page';
import { formatDate } from '@/lib/format';
import { routePaths } from '@/lib/route-paths';

const cadence = (item: OverdueCheckIn) =>
  `${weekdayLabels[item.weekday]}, ${item.every_weeks === 1 ? 'every week' : `every ${item.every_weeks} weeks`}`;

function UserLink({ item }: { item: OverdueCheckIn }) {
  return (
    <Link
      to={`${routePaths.user(item.user.id)}?tab=check-ins`}
      className="font-semibold break-words text-ink hover:text-brand-500 dark:text-white dark:hover:text-brand-300"
    >
      {fullName(item.user) || item.user.email}
    </Link>
  );
}

/** The users whose check-in is overdue, longest overdue first, each opening their Check-ins tab. */
export function OverdueCheckInsTable({ items }: { items: readonly OverdueCheckIn[] }) {
  const columns: ListColumn<OverdueCheckIn>[] = [
    { id: 'user', header: 'User', cell: (item) => <UserLink item={item} /> },
    { id: 'due', header: 'Due', cell: (item) => formatDate(item.due_on) },
    { id: 'cadence', header: 'Cadence', cell: cadence },
    {
      id: 'last',
      header: 'Last check-in',
      cell: (item) => (item.last_check_in_on ? formatDate(item.last_check_in_on) : 'None yet'),
    },
  ];
  return (
    <ResponsiveList
      items={items}
      columns={columns}
      getKey={(item) => item.user.id}
      caption="Overdue check-ins"
      renderCard={(item) => (
        <div className="flex flex-col gap-1">
          <UserLink item={item} />
          <p className="text-sm text-slate-600 dark:text-slate-300">
            Due {formatDate(item.due_on)} · {cadence(item)} · last check-in{' '}
            {item.last_check_in_on ? formatDate(item.last_check_in_on) : 'none yet'}
          </p>
        </div>
      )}
    />
  );
}
