import { useId, type ReactNode } from 'react';
import type { ProgramVolume } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useProgramVolume } from '../api/get-program-volume';

export interface ProgramVolumeCardProps {
  programId: number;
  messages: { title: string; loadFailed: string; empty: string };
  /** The spinner's accessible name, e.g. 'Loading weekly volume...'. */
  loadingLabel: string;
  /** When the answer holds nothing to show, the card says `messages.empty` instead. */
  isEmpty: (volume: ProgramVolume) => boolean;
  children: (volume: ProgramVolume) => ReactNode;
}

/**
 * A program detail card drawn from the weekly volume answer (issue 21), a region named by its title: a spinner
 * while it loads, an alert when it failed, a line when there is nothing to show, else `children(volume)`.
 */
export function ProgramVolumeCard({
  programId,
  messages,
  loadingLabel,
  isEmpty,
  children,
}: ProgramVolumeCardProps) {
  const titleId = useId();
  const volumeQuery = useProgramVolume(programId);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{messages.title}</CardTitle>
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
