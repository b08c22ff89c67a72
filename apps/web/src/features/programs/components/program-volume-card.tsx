import { useId, type ReactNode } from 'react';
import type { ProgramVolume } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useProgramVolume } from '../api/get-program-volume';

export interface ProgramVolumeCardProps {
  programId: number;
  messages: { title: string; loadFailed: string; empty: string; subtitle?: string };
  /** Beside the title, shown once there is something to show (e.g. a Chart/Table switch). */
  actions?: ReactNode;
  /** The spinner's accessible name, e.g. 'Loading weekly volume...'. */
  loadingLabel: string;
  /** When the answer holds nothing to show, the card says `messages.empty` instead. */
  isEmpty: (volume: ProgramVolume) => boolean;
  children: (volume: ProgramVolume) => ReactNode;
}

/**
 * A program detail card drawn from the weekly volume answer, a region named by its title: a spinner
 * while it loads, an alert when it failed, a line when there is nothing to show, else `children(volume)`.
 */
export function ProgramVolumeCard({
  programId,
  messages,
  loadingLabel,
  isEmpty,
  actions,
  children,
}: ProgramVolumeCardProps) {
  const titleId = useId();
  const subtitleId = useId();
  const volumeQuery = useProgramVolume(programId);
  const shown = volumeQuery.isSuccess && !isEmpty(volumeQuery.data);
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      aria-describedby={messages.subtitle ? subtitleId : undefined}
    >
      <CardHeader>
        <div className="flex min-w-0 flex-col">
          <CardTitle id={titleId}>{messages.title}</CardTitle>
          {messages.subtitle && (
            <p id={subtitleId} className="text-sm text-slate-500 dark:text-slate-400">
              {messages.subtitle}
            </p>
          )}
        </div>
        {shown && actions}
      </CardHeader>
      <CardContent className="pt-2">
        {volumeQuery.isPending ? (
          <Spinner label={loadingLabel} />
        ) : volumeQuery.isError ? (
          <Alert>{messages.loadFailed}</Alert>
        ) : isEmpty(volumeQuery.data) ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{messages.empty}</p>
        ) : (
          children(volumeQuery.data)
        )}
      </CardContent>
    </Card>
  );
}
