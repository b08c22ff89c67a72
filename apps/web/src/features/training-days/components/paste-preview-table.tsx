import {
  PASTE_ON_EXISTING,
  pasteMessages,
  type PasteLineResult,
  type PasteOnExisting,
} from '@coachboard/contract';
import { Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { pasteGroupText, pasteSetsSummary } from './paste-line-summary';
import type { PasteExercise } from './use-paste-choices';

export interface PastePreviewTableProps {
  lines: readonly PasteLineResult[];
  /** The exercise chosen for a line and the suggestions it was chosen from. */
  chosen: (line: number) => { exercise: PasteExercise; options: readonly PasteExercise[] } | undefined;
  onChoose: (
    line: PasteLineResult,
    exercise: PasteExercise | null,
    options: readonly PasteExercise[],
  ) => void;
  onCreate: (line: PasteLineResult, name: string) => void;
  /** For a line already on the day: whether its sets are added or it is skipped (undefined: not decided). */
  decision: (line: number) => PasteOnExisting | undefined;
  onDecide: (line: PasteLineResult, value: PasteOnExisting) => void;
  /** The line whose exercise is being created. */
  creatingLine: number | null;
  /** While the preview reloads, the table shows the last answer dimmed. */
  stale: boolean;
  /** While the workout is being added, no choice changes. */
  disabled?: boolean;
}

const headerClassName =
  'px-3 py-2 text-left text-xs font-bold tracking-wide whitespace-nowrap text-slate-500 uppercase dark:text-slate-400';

const rowClassName =
  'align-top max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:items-start max-sm:py-1.5';

const radioClassName =
  'size-4 shrink-0 cursor-pointer accent-brand-500 disabled:cursor-not-allowed disabled:opacity-60 dark:accent-brand-400';

const uniqueById = (exercises: readonly PasteExercise[]) =>
  exercises.filter((exercise, index) => exercises.findIndex((other) => other.id === exercise.id) === index);

function StatusBadge({ line }: { line: PasteLineResult }) {
  if (line.status === 'unreadable') return <Badge tone="red">Unreadable</Badge>;
  if (line.status === 'unmatched') return <Badge tone="yellow">{pasteMessages.noMatch}</Badge>;
  if (line.status === 'on_day') return <Badge tone="brand">{pasteMessages.alreadyOnThisDay}</Badge>;
  return <Badge tone="green">{line.matched_by === 'choice' ? 'Chosen' : 'Matched'}</Badge>;
}

function Understood({ line }: { line: PasteLineResult }) {
  if (!line.parsed) {
    return <span className="font-medium text-red-600 dark:text-red-400">{line.error}</span>;
  }
  const group = pasteGroupText(line.parsed);
  return (
    <div className="flex flex-col gap-1">
      <span className="flex flex-wrap items-center gap-1.5 whitespace-nowrap">
        {group && <Badge tone="brand">{group}</Badge>}
        {pasteSetsSummary(line.parsed)}
      </span>
      {line.error && <span className="font-medium text-red-600 dark:text-red-400">{line.error}</span>}
      {line.ignored.length > 0 && (
        <span className="text-xs text-slate-500 dark:text-slate-400">{`Ignored: ${line.ignored.join(' ')}`}</span>
      )}
    </div>
  );
}

/** A line already on the day: add its sets to the day's exercise, or skip the line (two radio buttons). */
function OnExistingChoice({
  line,
  ...props
}: Omit<PastePreviewTableProps, 'lines' | 'stale'> & { line: PasteLineResult }) {
  const name = line.exercise?.name ?? '';
  const decided = props.decision(line.line);
  const labels: Record<PasteOnExisting, string> = {
    add_sets: pasteMessages.addSetsOption(line.parsed?.sets ?? 0, name),
    skip: pasteMessages.skipOption,
  };
  return (
    <fieldset className="flex min-w-48 flex-col gap-1.5">
      <legend className="sr-only">{pasteMessages.onExistingLabel(line.line, name)}</legend>
      <span aria-hidden className="mb-0.5 flex flex-wrap items-baseline gap-1.5">
        <span className="font-medium">{name}</span>
        {line.existing && (
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {`has ${line.existing.sets} ${line.existing.sets === 1 ? 'set' : 'sets'}`}
          </span>
        )}
      </span>
      {PASTE_ON_EXISTING.map((value) => (
        <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="radio"
            name={`paste-line-${line.line}-on-existing`}
            value={value}
            checked={decided === value}
            disabled={props.disabled || (value === 'add_sets' && line.error !== null)}
            onChange={() => props.onDecide(line, value)}
            className={radioClassName}
          />
          {labels[value]}
        </label>
      ))}
    </fieldset>
  );
}

function ExerciseCell({
  line,
  ...props
}: Omit<PastePreviewTableProps, 'lines' | 'stale'> & { line: PasteLineResult }) {
  const chosen = props.chosen(line.line);
  if (line.status === 'unreadable') return <span className="text-slate-400 max-sm:hidden">—</span>;
  if (line.status === 'on_day') return <OnExistingChoice line={line} {...props} />;
  if (line.status === 'matched' && line.matched_by !== 'choice') {
    return (
      <span className="flex flex-wrap items-center gap-1.5">
        <span className="font-medium">{line.exercise?.name}</span>
        {line.matched_by === 'alias' && <Badge tone="gray">alias</Badge>}
      </span>
    );
  }
  const options = uniqueById([
    ...line.suggestions,
    ...(chosen?.options ?? []),
    ...(chosen ? [chosen.exercise] : []),
  ]);
  const name = line.parsed?.name ?? '';
  const creating = props.creatingLine === line.line;
  return (
    <div className="flex min-w-48 flex-col gap-2">
      <Select
        aria-label={`Exercise for line ${line.line}`}
        value={chosen ? String(chosen.exercise.id) : ''}
        disabled={props.disabled}
        placeholder="Choose an exercise"
        options={options.map((exercise) => ({ value: String(exercise.id), label: exercise.name }))}
        onChange={(event) => {
          const picked = options.find((exercise) => String(exercise.id) === event.target.value) ?? null;
          props.onChoose(line, picked, options);
        }}
      />
      {line.status === 'unmatched' && name && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          aria-label={`Create exercise ${name}`}
          loading={creating}
          disabled={props.creatingLine !== null || props.disabled}
          onClick={() => props.onCreate(line, name)}
        >
          <Plus aria-hidden className="size-3.5" />
          Create exercise
        </Button>
      )}
    </div>
  );
}

/** One row per pasted line: its text, what was understood, the library exercise, and its status. */
export function PastePreviewTable({ lines, stale, ...cellProps }: PastePreviewTableProps) {
  return (
    // Focusable so a keyboard can scroll the table sideways; it never shrinks, so the dialog body scrolls, not it.
    <div
      role="region"
      aria-label={pasteMessages.preview}
      aria-busy={stale}
      tabIndex={0}
      className={cn(
        'shrink-0 overflow-x-auto rounded-xl border border-slate-100 transition-opacity dark:border-white/10',
        stale && 'opacity-60',
      )}
    >
      <table className="w-full text-sm sm:min-w-[40rem]">
        <thead className="bg-slate-50 max-sm:sr-only dark:bg-white/5">
          <tr>
            {['Line', 'Understood', 'Exercise', 'Status'].map((label) => (
              <th key={label} scope="col" className={headerClassName}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-white/10">
          {lines.map((line) => (
            // On a phone each row stacks (line and status, then what was read, then the exercise): explicit
            // roles keep it a table row for assistive technology once its display changes.
            <tr key={line.line} role="row" className={rowClassName}>
              <th scope="row" role="rowheader" className="px-3 py-2.5 text-left font-normal max-sm:pb-1">
                <span className="mr-2 text-xs text-slate-500 tabular-nums dark:text-slate-400">
                  {line.line}
                </span>
                <span className="font-mono text-xs break-words text-ink dark:text-white">{line.text}</span>
              </th>
              <td
                role="cell"
                className="px-3 py-2.5 text-slate-700 max-sm:col-span-2 max-sm:py-1 dark:text-slate-200"
              >
                <Understood line={line} />
              </td>
              <td role="cell" className="px-3 py-2.5 text-ink max-sm:col-span-2 max-sm:py-1 dark:text-white">
                <ExerciseCell line={line} {...cellProps} />
              </td>
              <td role="cell" className="px-3 py-2.5 max-sm:col-start-2 max-sm:row-start-1 max-sm:pb-1">
                <StatusBadge line={line} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
