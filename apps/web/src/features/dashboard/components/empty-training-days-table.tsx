import { Link, useNavigate } from 'react-router';
import type { EmptyTrainingDay } from '@coachboard/contract';
import { ResponsiveList, type ListColumn } from '@/components/ui/list-page';
import { formatCount, pluralize } from '@/lib/format';
import { routePaths } from '@/lib/route-paths';

const editorPath = (day: EmptyTrainingDay) => routePaths.trainingDay(day.program_id, day.week_id, day.id);

/** The program's name opening the day's editor; the week and day complete its name, so each row's link is unique. */
function DayLink({ day }: { day: EmptyTrainingDay }) {
  return (
    <Link
      to={editorPath(day)}
      aria-label={`${day.program_name}, week ${day.week_number}, day ${day.day_number}`}
      className="font-semibold break-words text-ink hover:text-brand-500 dark:text-white dark:hover:text-brand-300"
    >
      {day.program_name}
    </Link>
  );
}

/** Training days with no exercises, each opening the training-day editor where the admin fills it. */
export function EmptyTrainingDaysTable({ days }: { days: EmptyTrainingDay[] }) {
  const navigate = useNavigate();
  const columns: ListColumn<EmptyTrainingDay>[] = [
    { id: 'program', header: 'Program', cell: (day) => <DayLink day={day} /> },
    { id: 'week', header: 'Week', cell: (day) => `Week ${day.week_number}` },
    { id: 'day', header: 'Day', cell: (day) => `Day ${day.day_number}` },
    { id: 'users', header: 'Users', className: 'text-right', cell: (day) => formatCount(day.users_count) },
  ];
  return (
    <ResponsiveList
      items={days}
      columns={columns}
      getKey={(day) => day.id}
      caption="Empty training days"
      onItemClick={(day) => void navigate(editorPath(day))}
      renderCard={(day) => (
        <div className="flex flex-col gap-1">
          <DayLink day={day} />
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {`Week ${day.week_number}, day ${day.day_number} · ${pluralize(day.users_count, 'user')}`}
          </p>
        </div>
      )}
    />
  );
}
