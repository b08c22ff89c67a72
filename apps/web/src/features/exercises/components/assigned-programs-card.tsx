import { Link } from 'react-router';
import { formatEnumLabel, type ExerciseProgram } from '@coachboard/contract';
import { difficultyTone } from '@/domain/difficulty-tone';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { routePaths } from '@/lib/route-paths';

/** 'Assigned To': the programs listing the exercise, each linking to its page. */
export function AssignedProgramsCard({ programs }: { programs: ExerciseProgram[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Assigned To</CardTitle>
      </CardHeader>
      <CardContent>
        {programs.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">Not assigned to any program yet.</p>
        ) : (
          <ul
            aria-label="Assigned programs"
            className="flex flex-col divide-y divide-slate-100 dark:divide-white/10"
          >
            {programs.map((program) => (
              <li key={program.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <div className="flex min-w-0 flex-col">
                  <Link
                    to={routePaths.program(program.id)}
                    className="font-semibold break-words text-ink hover:text-brand-500 dark:text-white dark:hover:text-brand-300"
                  >
                    {program.name}
                  </Link>
                  <span className="text-xs text-slate-500 dark:text-slate-400">
                    {formatEnumLabel(program.program_type)}
                  </span>
                </div>
                <Badge tone={difficultyTone(program.difficulty_level)}>
                  {formatEnumLabel(program.difficulty_level)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
