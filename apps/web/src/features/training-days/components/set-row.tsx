import type { KeyboardEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { AMRAP_LABEL, setFieldLabels, type SetDraft, type SetField } from './set-drafts';

const steps: Record<SetField, { min: number; step: number; max?: number }> = {
  reps: { min: 1, step: 1 },
  reps_max: { min: 1, step: 1 },
  weight: { min: 1, step: 0.5 },
  load_percent: { min: 1, step: 0.5, max: 150 },
  time: { min: 0, step: 1 },
  rir: { min: 0, step: 1 },
  rest: { min: 0, step: 1 },
};

// No spin buttons: they take half of a narrow cell, and arrow keys still step the value.
const inputClassName =
  'h-8 shrink-0 rounded-lg border border-slate-200 bg-white px-1.5 text-center text-sm text-ink tabular-nums ' +
  'placeholder:text-slate-400 hover:border-slate-300 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none ' +
  'disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500 ' +
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-500/20 ' +
  '[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none ' +
  'dark:border-white/10 dark:bg-navy-900 dark:text-white dark:placeholder:text-slate-500 dark:hover:border-white/20 ' +
  'dark:focus:border-brand-400 dark:disabled:bg-navy-800';

const placeholders: Partial<Record<SetField, string>> = { reps_max: 'max', weight: 'kg', load_percent: '%' };

const widths: Record<SetField, string> = {
  reps: 'w-14',
  reps_max: 'w-14',
  weight: 'w-20',
  load_percent: 'w-16',
  time: 'w-20',
  rir: 'w-14',
  rest: 'w-20',
};

const rowLine = 'border-t border-slate-100 py-1.5 dark:border-white/10';
const cellClassName = `${rowLine} pr-3`;

interface SetRowProps {
  number: number;
  draft: SetDraft;
  canRemove: boolean;
  /** The field a refused save found wrong, and the id of the message that says why. */
  invalidField?: SetField | 'amrap' | null;
  problemId?: string;
  onChange: (field: SetField, value: string, settle?: boolean) => void;
  onAmrapChange: (amrap: boolean) => void;
  onRemove: () => void;
  /** Enter in any of the row's inputs: a new set below. */
  onEnter: () => void;
}

/**
 * One set as a row of the sets table: number, Reps and Max reps, Weight (kg) or Load %, Time (sec), RIR,
 * Rest (sec), AMRAP, and its remove button when more than one set exists. Each input is named by the
 * specification's label; the column headers show it.
 */
export function SetRow({
  number,
  draft,
  canRemove,
  invalidField = null,
  problemId,
  onChange,
  onAmrapChange,
  onRemove,
  onEnter,
}: SetRowProps) {
  const enterAddsSet = (field: SetField | null) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (field) onChange(field, event.currentTarget.value, true);
    onEnter();
  };

  const input = (field: SetField) => (
    <input
      type="number"
      aria-label={setFieldLabels[field]}
      inputMode={field === 'weight' || field === 'load_percent' ? 'decimal' : 'numeric'}
      min={steps[field].min}
      max={steps[field].max}
      step={steps[field].step}
      placeholder={placeholders[field]}
      value={draft[field]}
      aria-invalid={invalidField === field || undefined}
      aria-describedby={invalidField === field ? problemId : undefined}
      onChange={(event) => onChange(field, event.target.value)}
      onBlur={(event) => onChange(field, event.target.value, true)}
      onKeyDown={enterAddsSet(field)}
      className={cn(inputClassName, widths[field])}
    />
  );

  return (
    <tr
      aria-label={`Set ${number}`}
      className={cn(invalidField !== null && 'bg-red-50/60 dark:bg-red-500/5')}
    >
      <th
        scope="row"
        className={cn(
          rowLine,
          'w-10 pr-2 text-left text-xs font-bold text-slate-500 tabular-nums dark:text-slate-400',
        )}
      >
        {number}
      </th>
      <td className={cellClassName}>
        <span className="flex items-center gap-1">
          {input('reps')}
          <span aria-hidden className="text-slate-400">
            –
          </span>
          {input('reps_max')}
        </span>
      </td>
      <td className={cellClassName}>
        <span className="flex items-center gap-1">
          {input('weight')}
          <span className="text-xs text-slate-500 dark:text-slate-400">or</span>
          {input('load_percent')}
        </span>
      </td>
      <td className={cellClassName}>{input('time')}</td>
      <td className={cellClassName}>{input('rir')}</td>
      <td className={cellClassName}>{input('rest')}</td>
      <td className={cn(cellClassName, 'text-center')}>
        <input
          type="checkbox"
          aria-label={AMRAP_LABEL}
          checked={draft.amrap}
          onChange={(event) => onAmrapChange(event.target.checked)}
          onKeyDown={enterAddsSet(null)}
          className="size-4 cursor-pointer rounded border-slate-300 align-middle accent-brand-500"
        />
      </td>
      <td className={cn(rowLine, 'w-9 text-right')}>
        {canRemove && (
          <button
            type="button"
            aria-label={`Remove set ${number}`}
            onClick={onRemove}
            className="inline-flex size-8 items-center justify-center rounded-lg text-slate-400 hover:bg-red-50 hover:text-red-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-60 dark:hover:bg-red-500/10 dark:hover:text-red-400"
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        )}
      </td>
    </tr>
  );
}
