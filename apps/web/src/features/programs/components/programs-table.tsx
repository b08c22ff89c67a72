import { Link, useNavigate } from 'react-router';
import { formatEnumLabel, type ProgramSummary } from '@coachboard/contract';
import { Badge } from '@/components/ui/badge';
import { ResponsiveList, type ListColumn } from '@/components/ui/list-page';
import { SelectableCard, selectionColumn } from '@/components/bulk-delete/selection-bar';
import type { RowSelection } from '@/lib/use-row-selection';
import { pluralize } from '@/lib/format';
import { routePaths } from '@/lib/route-paths';
import { DifficultyBadge } from './difficulty-badge';
import { ProgramRowActions, type ProgramActionHandlers } from './program-row-actions';
import { ProgramThumbnail } from './program-thumbnail';

function ProgramName({ program }: { program: ProgramSummary }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <ProgramThumbnail program={program} />
      <div className="flex min-w-0 flex-col items-start gap-1">
        <Link
          to={routePaths.program(program.id)}
          className="font-semibold break-words text-ink hover:text-brand-500 dark:text-white dark:hover:text-brand-300"
        >
          {program.name}
        </Link>
        {program.is_admin && <Badge tone="brand">Admin</Badge>}
      </div>
    </div>
  );
}

function ProgramDuration({ program }: { program: ProgramSummary }) {
  return (
    <div className="flex flex-col">
      <span className="font-medium whitespace-nowrap text-ink dark:text-white">
        {pluralize(program.duration_weeks, 'week')}
      </span>
      {program.workout_duration && (
        <span className="text-xs whitespace-nowrap text-slate-500 dark:text-slate-400">
          {program.workout_duration}
        </span>
      )}
    </div>
  );
}

export function ProgramsTable({
  programs,
  selection,
  ...actions
}: ProgramActionHandlers & { programs: ProgramSummary[]; selection?: RowSelection }) {
  const navigate = useNavigate();
  const columns: ListColumn<ProgramSummary>[] = [
    { id: 'name', header: 'Program Name', cell: (program) => <ProgramName program={program} /> },
    {
      id: 'type',
      header: 'Type',
      cell: (program) => (
        <span className="text-slate-600 dark:text-slate-300">{formatEnumLabel(program.program_type)}</span>
      ),
    },
    {
      id: 'difficulty',
      header: 'Difficulty',
      cell: (program) => <DifficultyBadge level={program.difficulty_level} />,
    },
    { id: 'duration', header: 'Duration', cell: (program) => <ProgramDuration program={program} /> },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (program) => <ProgramRowActions program={program} {...actions} />,
    },
  ];

  const pageIds = programs.map((program) => program.id);
  return (
    <ResponsiveList
      items={programs}
      columns={
        selection
          ? [
              selectionColumn(
                selection,
                programs,
                (program) => program.id,
                (program) => program.name,
              ),
              ...columns,
            ]
          : columns
      }
      getKey={(program) => program.id}
      caption="Training programs"
      onItemClick={(program) => navigate(routePaths.program(program.id))}
      renderCard={(program) => (
        <SelectableCard selection={selection} id={program.id} name={program.name} pageIds={pageIds}>
          <div className="flex flex-col gap-3">
            <ProgramName program={program} />
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
              <span>{formatEnumLabel(program.program_type)}</span>
              <DifficultyBadge level={program.difficulty_level} />
            </div>
            <div className="flex items-end justify-between gap-2">
              <ProgramDuration program={program} />
              <ProgramRowActions program={program} {...actions} />
            </div>
          </div>
        </SelectableCard>
      )}
    />
  );
}
