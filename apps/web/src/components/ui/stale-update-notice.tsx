import { staleUpdateLabels } from '@coachboard/contract';
import type { StaleUpdateNoticeState } from '@/lib/use-stale-update';
import { Button } from './button';

/** The body of a form's error banner after a stale save: the message and a Reload button. */
export function StaleUpdateNotice({ message, onReload, isReloading }: StaleUpdateNoticeState) {
  return (
    <span className="flex flex-wrap items-center justify-between gap-3">
      <span>{message}</span>
      <Button size="sm" variant="secondary" onClick={onReload} loading={isReloading}>
        {isReloading ? staleUpdateLabels.reloading : staleUpdateLabels.reload}
      </Button>
    </span>
  );
}
