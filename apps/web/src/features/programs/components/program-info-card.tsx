import type { ReactNode } from 'react';
import { formatEnumLabel, type ProgramDetail } from '@coachboard/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatLongDate, pluralize } from '@/lib/format';
import { DifficultyBadge } from './difficulty-badge';
import { programImageUrl } from './program-image-url';

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 text-sm font-semibold break-words text-ink sm:text-right dark:text-white">{children}</dd>
    </div>
  );
}

export function ProgramInfoCard({ program }: { program: ProgramDetail }) {
  const imageUrl = programImageUrl(program);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Program Information</CardTitle>
      </CardHeader>
      <CardContent className="pt-2">
        <dl className="divide-y divide-slate-100 dark:divide-white/10">
          <InfoRow label="Program Type">{formatEnumLabel(program.program_type)}</InfoRow>
          <InfoRow label="Difficulty">
            <DifficultyBadge level={program.difficulty_level} />
          </InfoRow>
          <InfoRow label="Duration">{pluralize(program.duration_weeks, 'week')}</InfoRow>
          <InfoRow label="Training Days per Week">{program.training_days_per_week ?? 'Not specified'}</InfoRow>
          <InfoRow label="Workout Duration">{program.workout_duration ?? 'Not specified'}</InfoRow>
          <InfoRow label="Created">{formatLongDate(program.created_at)}</InfoRow>
          {imageUrl && (
            <InfoRow label="Image URL">
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
