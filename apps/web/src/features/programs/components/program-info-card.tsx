import { useId, type ReactNode } from 'react';
import { formatEnumLabel, type ProgramDetail } from '@coachboard/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatLongUsDate, pluralize } from '@/lib/format';
import { DifficultyBadge } from './difficulty-badge';
import { programImageUrl } from './program-image-url';

function InfoRow({
  label,
  stacked = false,
  children,
}: {
  label: string;
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col gap-1 py-3',
        !stacked && 'sm:flex-row sm:items-center sm:justify-between sm:gap-4',
      )}
    >
      <dt className="shrink-0 text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd
        className={cn(
          'min-w-0 text-sm font-semibold text-ink dark:text-white',
          stacked ? 'break-all' : 'break-words sm:text-right',
        )}
      >
        {children}
      </dd>
    </div>
  );
}

export function ProgramInfoCard({ program }: { program: ProgramDetail }) {
  const imageUrl = programImageUrl(program);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Program Information</CardTitle>
      </CardHeader>
      <CardContent className="pt-2">
        <dl className="divide-y divide-slate-100 dark:divide-white/10">
          <InfoRow label="Program Type">{formatEnumLabel(program.program_type)}</InfoRow>
          <InfoRow label="Difficulty">
            <DifficultyBadge level={program.difficulty_level} />
          </InfoRow>
          <InfoRow label="Duration">{pluralize(program.duration_weeks, 'week')}</InfoRow>
          <InfoRow label="Training Days per Week">
            {program.training_days_per_week ?? 'Not specified'}
          </InfoRow>
          <InfoRow label="Workout Duration">{program.workout_duration ?? 'Not specified'}</InfoRow>
          <InfoRow label="Created">{formatLongUsDate(program.created_at)}</InfoRow>
          {imageUrl && (
            <InfoRow label="Image URL" stacked>
              <a
                href={imageUrl}
                target="_blank"
                rel="noreferrer"
                className="font-medium text-brand-500 hover:underline dark:text-brand-300"
              >
                {imageUrl}
              </a>
            </InfoRow>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
