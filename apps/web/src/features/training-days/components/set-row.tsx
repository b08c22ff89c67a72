import { useId } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { controlClassName } from '@/components/ui/control-styles';
import { cn } from '@/lib/cn';
import { AMRAP_LABEL, setFieldLabels, setFields, type SetDraft, type SetField } from './set-drafts';

const steps: Record<SetField, { min: number; step: number; max?: number }> = {
  reps: { min: 1, step: 1 },
  reps_max: { min: 1, step: 1 },
  weight: { min: 1, step: 0.5 },
  load_percent: { min: 1, step: 0.5, max: 150 },
  time: { min: 0, step: 1 },
  rir: { min: 0, step: 1 },
  rest: { min: 0, step: 1 },
};

interface SetRowProps {
  number: number;
  draft: SetDraft;
  canRemove: boolean;
  onChange: (field: SetField, value: string, settle?: boolean) => void;
  onAmrapChange: (amrap: boolean) => void;
  onRemove: () => void;
}

/**
 * One set: Reps, Max reps, Weight (kg), Load %, Time (sec), RIR, Rest (sec) and AMRAP, and its remove button when
 * more than one set exists.
 */
export function SetRow({ number, draft, canRemove, onChange, onAmrapChange, onRemove }: SetRowProps) {
  const id = useId();
  return (
    // The list item keeps the list's semantics; the group inside names the set for its fields.
    <li className="rounded-xl bg-slate-50 p-3 dark:bg-white/5">
      <div role="group" aria-label={`Set ${number}`} className="flex flex-col gap-2">
        <div className="flex h-8 items-center justify-between">
          <span className="text-xs font-bold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {`Set ${number}`}
          </span>
          {canRemove && (
            <Button variant="ghost" size="sm" aria-label={`Remove set ${number}`} onClick={onRemove}>
              <Trash2 aria-hidden className="size-4" />
            </Button>
          )}
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {setFields.map((field) => (
            <label key={field} htmlFor={`${id}-${field}`} className="flex min-w-0 flex-col gap-1">
              <span className="text-xs font-semibold text-slate-600 dark:text-slate-300">
                {setFieldLabels[field]}
              </span>
              <input
                id={`${id}-${field}`}
                type="number"
                inputMode={field === 'weight' || field === 'load_percent' ? 'decimal' : 'numeric'}
                min={steps[field].min}
                max={steps[field].max}
                step={steps[field].step}
                value={draft[field]}
                onChange={(event) => onChange(field, event.target.value)}
                onBlur={(event) => onChange(field, event.target.value, true)}
                className={cn(controlClassName, 'h-10 px-2.5')}
              />
            </label>
          ))}
          <label htmlFor={`${id}-amrap`} className="flex min-w-0 flex-col gap-1">
            <span className="text-xs font-semibold text-slate-600 dark:text-slate-300">{AMRAP_LABEL}</span>
            <span className="flex h-10 items-center">
              <input
                id={`${id}-amrap`}
                type="checkbox"
                checked={draft.amrap}
                onChange={(event) => onAmrapChange(event.target.checked)}
                className="size-5 rounded border-slate-300 accent-brand-500"
              />
            </span>
          </label>
        </div>
      </div>
    </li>
  );
}
