import { currentDayWords, trashMessages, trashTypeLabels, type TrashEntry } from '@coachboard/contract';
import { RotateCcw, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ResponsiveList, type ListColumn } from '@/components/ui/list-page';
import { cn } from '@/lib/cn';
import { formatDate, formatTimestamp, humanize } from '@/lib/format';

/** What the team role may do: Restore by record type, 'Delete forever' (left out: hidden) the owners'. */
export interface TrashActionHandlers {
  onRestore: (entry: TrashEntry) => void;
  mayRestore?: (entry: TrashEntry) => boolean;
  onDeleteForever?: (entry: TrashEntry) => void;
  /** The entry whose restore is running. */
  restoringKey: string | null;
}

function DeletedAt({ entry }: { entry: TrashEntry }) {
  return (
    <time dateTime={entry.deleted_at} className="block min-w-[6.5rem] text-ink dark:text-white">
      {formatTimestamp(entry.deleted_at)}
    </time>
  );
}

export const entryKey = (entry: Pick<TrashEntry, 'type' | 'id'>) => `${entry.type}-${entry.id}`;

function EntryName({ entry }: { entry: TrashEntry }) {
  return (
    <div className="flex min-w-[9rem] flex-col">
      <span className="font-semibold break-words text-ink dark:text-white">
        {currentDayWords(entry.name)}
      </span>
      {entry.parent && (
        <span className="text-xs break-words text-slate-500 dark:text-slate-400">
          {`On the ${trashTypeLabels[entry.parent.type].one} “${entry.parent.name}”`}
        </span>
      )}
    </div>
  );
}

function DeletedBy({ entry }: { entry: TrashEntry }) {
  if (!entry.deleted_by) return <span className="text-slate-400">-</span>;
  return (
    <div className="flex max-w-[10rem] min-w-[7rem] flex-col">
      <span className="truncate font-medium text-ink dark:text-white">{entry.deleted_by.name}</span>
      <span title={entry.deleted_by.email} className="truncate text-xs text-slate-500 dark:text-slate-400">
        {entry.deleted_by.email}
      </span>
    </div>
  );
}

function EntryActions({
  entry,
  onRestore,
  mayRestore = () => true,
  onDeleteForever,
  restoringKey,
  stacked = false,
}: TrashActionHandlers & { entry: TrashEntry; stacked?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-center justify-end gap-2 whitespace-nowrap',
        stacked && 'flex-col items-end gap-1.5',
      )}
    >
      {mayRestore(entry) && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onRestore(entry)}
          loading={restoringKey === entryKey(entry)}
          disabled={restoringKey !== null}
        >
          <RotateCcw aria-hidden className="size-4" />
          {trashMessages.restore}
        </Button>
      )}
      {onDeleteForever && (
        <Button
          size="sm"
          variant="ghost"
          className="text-red-600 dark:text-red-400"
          onClick={() => onDeleteForever(entry)}
        >
          <Trash2 aria-hidden className="size-4" />
          {trashMessages.deleteForever}
        </Button>
      )}
    </div>
  );
}

const typeLabel = (entry: TrashEntry) => humanize(trashTypeLabels[entry.type].one);

/** What is in the trash: name, type, what goes with it, who deleted it and when, when it is purged. */
export function TrashTable({ entries, ...actions }: TrashActionHandlers & { entries: TrashEntry[] }) {
  const columns: ListColumn<TrashEntry>[] = [
    { id: 'name', header: 'Name', className: 'pr-3!', cell: (entry) => <EntryName entry={entry} /> },
    { id: 'type', header: 'Type', className: 'px-3!', cell: (entry) => <Badge>{typeLabel(entry)}</Badge> },
    {
      id: 'goes-with',
      header: 'Goes with it',
      className: 'px-3!',
      cell: (entry) => (
        <span className="block min-w-[5.5rem] text-slate-600 dark:text-slate-300">
          {entry.goes_with ?? '-'}
        </span>
      ),
    },
    {
      id: 'deleted-by',
      header: 'Deleted by',
      className: 'px-3!',
      cell: (entry) => <DeletedBy entry={entry} />,
    },
    {
      id: 'deleted-at',
      header: 'Deleted',
      className: 'px-3!',
      cell: (entry) => <DeletedAt entry={entry} />,
    },
    {
      id: 'purge-at',
      header: 'Purged on',
      className: 'px-3!',
      cell: (entry) => (
        <span className="whitespace-nowrap text-slate-600 dark:text-slate-300">
          {formatDate(entry.purge_at)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      className: 'pl-3! text-right',
      cell: (entry) => <EntryActions entry={entry} {...actions} stacked />,
    },
  ];

  return (
    <ResponsiveList
      items={entries}
      columns={columns}
      getKey={entryKey}
      caption="Trash"
      renderCard={(entry) => (
        <div className="flex flex-col gap-3">
          <div className="flex items-start justify-between gap-3">
            <EntryName entry={entry} />
            <Badge className="shrink-0">{typeLabel(entry)}</Badge>
          </div>
          {entry.goes_with && (
            <p className="text-sm text-slate-600 dark:text-slate-300">With it: {entry.goes_with}</p>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-slate-500 dark:text-slate-400">Deleted</dt>
            <dd className="text-ink dark:text-white">
              {formatTimestamp(entry.deleted_at)}
              {entry.deleted_by && ` by ${entry.deleted_by.name}`}
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">Purged on</dt>
            <dd className="text-ink dark:text-white">{formatDate(entry.purge_at)}</dd>
          </dl>
          <EntryActions entry={entry} {...actions} />
        </div>
      )}
    />
  );
}
