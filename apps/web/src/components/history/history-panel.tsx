import { useId, useState } from 'react';
import { auditMessages } from '@coachboard/contract';
import { ChevronDown, History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { HistoryEntries, useFollowHistory, type HistoryRecordProps } from './history-panel-entries';

export type HistoryPanelProps = HistoryRecordProps;

/**
 * A record's 'History' as a card at the foot of its detail: its audit entries, newest first, with Revert on the
 * updates that allow it. Closed until asked for: its sentences repeat the record's name, its people and its
 * values, and a screen that opened with them would say each of those twice (and fetch a history nobody asked to
 * read).
 */
export function HistoryPanel({ type, id, follows, onReverted }: HistoryPanelProps) {
  const headingId = useId();
  const contentId = useId();
  const [open, setOpen] = useState(false);
  useFollowHistory(type, id, follows);

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="flex items-center gap-2">
          <History aria-hidden className="size-5 text-brand-500 dark:text-brand-300" />
          {auditMessages.history}
        </CardTitle>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? contentId : undefined}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          {open ? auditMessages.hideHistory : auditMessages.showHistory}
          <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </Button>
      </CardHeader>
      {open && (
        <CardContent id={contentId} className="flex flex-col gap-3 pt-3">
          <HistoryEntries type={type} id={id} onReverted={onReverted} />
        </CardContent>
      )}
    </Card>
  );
}
