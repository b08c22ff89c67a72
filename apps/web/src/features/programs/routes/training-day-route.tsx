import { useNavigate, useParams } from 'react-router';
import { absoluteDayNumber, programMessages } from '@coachboard/contract';
import { ArrowLeft, BedDouble, Dumbbell } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { routePaths } from '@/lib/route-paths';
import { useTrainingDay } from '../api/get-training-day';

const parseId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** A training day's title and week; the day editor arrives with a later issue. */
export function Component() {
  const params = useParams();
  const navigate = useNavigate();
  const programId = parseId(params.programId);
  const weekId = parseId(params.weekId);
  const dayId = parseId(params.dayId);
  const dayQuery = useTrainingDay({ programId, weekId, dayId });
  const programPath = routePaths.program(programId);

  if (dayQuery.isPending) return <LoadingScreen message="Loading training day..." />;
  if (dayQuery.isError) {
    return (
      <Card>
        <ErrorState
          title={isNotFound(dayQuery.error) ? programMessages.dayNotFound : errorMessage(dayQuery.error)}
          action={
            <Button variant="secondary" onClick={() => navigate(programPath)}>
              <ArrowLeft aria-hidden className="size-4" />
              Back to Program
            </Button>
          }
        />
      </Card>
    );
  }

  const day = dayQuery.data;
  const week = day.training_week;
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={programPath}>Back to Program</BackLink>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink dark:text-white">
          {`Day ${absoluteDayNumber(week.sequence_number, day.day_of_the_week)}`}
        </h1>
        <Badge tone="brand">{`Week ${week.sequence_number}`}</Badge>
        {day.is_rest_day && <Badge tone="gray">Rest day</Badge>}
      </div>
      <Card>
        <CardContent className="flex items-center gap-3 text-sm text-slate-500 dark:text-slate-400">
          {day.is_rest_day ? (
            <BedDouble aria-hidden className="size-5 shrink-0" />
          ) : (
            <Dumbbell aria-hidden className="size-5 shrink-0 text-brand-500" />
          )}
          <p>
            {day.user_exercise_activity_logs.length === 0
              ? 'No exercises are assigned to this day yet.'
              : `${day.user_exercise_activity_logs.length} exercise(s) assigned: ${day.user_exercise_activity_logs
                  .map((log) => log.exercise.name)
                  .join(', ')}`}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
