import { formatEnumLabel, type ExerciseDetail } from '@coachboard/contract';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-ink sm:text-right dark:text-white">
        {children}
      </dd>
    </div>
  );
}

/** Exercise Information: target muscle group, location badges, video link, created date and URL. */
export function ExerciseInfoCard({ exercise }: { exercise: ExerciseDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Exercise Information</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="flex flex-col gap-3">
          <Row label="Target Muscle Group">
            {exercise.target_muscle_group ? formatEnumLabel(exercise.target_muscle_group) : 'Not specified'}
          </Row>
          <Row label="Location">
            <span className="inline-flex flex-wrap justify-end gap-1.5">
              {exercise.is_at_home && <Badge tone="green">At Home</Badge>}
              {exercise.is_gym_based && <Badge tone="brand">Gym Based</Badge>}
              {!exercise.is_at_home && !exercise.is_gym_based && 'Not specified'}
            </span>
          </Row>
          <Row label="Video">
            {exercise.yt_link ? (
              <a
                href={exercise.yt_link}
                target="_blank"
                rel="noreferrer"
                className="text-brand-500 hover:underline dark:text-brand-300"
              >
                Watch on YouTube
              </a>
            ) : (
              'No video'
            )}
          </Row>
          <Row label="Created">{formatDate(exercise.created_at)}</Row>
          {exercise.yt_link && <Row label="URL">{exercise.yt_link}</Row>}
        </dl>
      </CardContent>
    </Card>
  );
}
