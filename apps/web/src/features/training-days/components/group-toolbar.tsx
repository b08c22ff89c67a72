import { useId, useState } from 'react';
import {
  DEFAULT_CIRCUIT_ROUNDS,
  MAX_CIRCUIT_ROUNDS,
  dayGroupMessages,
  type DayGroupKind,
} from '@coachboard/contract';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { controlClassName } from '@/components/ui/control-styles';
import { cn } from '@/lib/cn';

/** Why 'Make Superset' and 'Make Circuit' wait: the API groups two exercises or more. */
export const SELECT_TWO_TO_GROUP = 'Select at least 2 exercises to group them';

interface GroupToolbarProps {
  selectedCount: number;
  pending: boolean;
  /** `rounds` only for a circuit. */
  onMake: (kind: DayGroupKind, rounds?: number) => void;
  /** Ungroups the supersets and circuits the selection touches; left out when it touches none. */
  onUngroup?: () => void;
  ungrouping?: boolean;
  onClear: () => void;
}

const parseRounds = (value: string) => {
  const rounds = Number(value);
  return value.trim() !== '' && Number.isInteger(rounds) && rounds >= 1 && rounds <= MAX_CIRCUIT_ROUNDS
    ? rounds
    : null;
};

/**
 * The selection bar, shown while any card is selected: 'Make Superset', 'Make Circuit' with its number of rounds,
 * 'Ungroup' and Clear. It sticks to the bottom of the window, so a card selected at the foot of a long day and
 * one at its top can be grouped without scrolling back to the bar.
 */
export function GroupToolbar({
  selectedCount,
  pending,
  onMake,
  onUngroup,
  ungrouping = false,
  onClear,
}: GroupToolbarProps) {
  const id = useId();
  const [rounds, setRounds] = useState(String(DEFAULT_CIRCUIT_ROUNDS));
  const [invalid, setInvalid] = useState(false);
  const tooFew = selectedCount < 2;

  const makeCircuit = () => {
    const value = parseRounds(rounds);
    setInvalid(value === null);
    if (value !== null) onMake('circuit', value);
  };

  return (
    <div
      role="toolbar"
      aria-label="Group exercises"
      aria-describedby={tooFew ? `${id}-why` : undefined}
      className={cn(
        'sticky bottom-3 z-20 flex flex-col gap-1 rounded-2xl border border-brand-100 bg-white/95 px-4 py-3 shadow-lg shadow-slate-400/25 backdrop-blur',
        'dark:border-brand-400/25 dark:bg-navy-800/95 dark:shadow-black/40',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span aria-live="polite" className="text-sm font-semibold text-ink dark:text-white">
          {`${selectedCount} selected`}
        </span>
        <Button
          size="sm"
          className="whitespace-nowrap"
          onClick={() => onMake('superset')}
          disabled={pending || tooFew}
        >
          {dayGroupMessages.makeSuperset}
        </Button>
        <span className="flex shrink-0 items-center gap-2">
          <label htmlFor={`${id}-rounds`} className="text-sm font-semibold text-ink dark:text-white">
            {dayGroupMessages.roundsLabel}
          </label>
          <span className="block w-16 shrink-0">
            <input
              id={`${id}-rounds`}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_CIRCUIT_ROUNDS}
              step={1}
              value={rounds}
              onChange={(event) => {
                setRounds(event.target.value);
                setInvalid(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !tooFew) makeCircuit();
              }}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-rounds-error` : undefined}
              className={cn(controlClassName, 'h-8 px-2.5')}
            />
          </span>
          <Button size="sm" className="whitespace-nowrap" onClick={makeCircuit} disabled={pending || tooFew}>
            {dayGroupMessages.makeCircuit}
          </Button>
        </span>
        {onUngroup && (
          <Button variant="secondary" size="sm" onClick={onUngroup} loading={ungrouping}>
            {dayGroupMessages.ungroup}
          </Button>
        )}
        <Button variant="ghost" size="sm" className="ml-auto" onClick={onClear}>
          <X aria-hidden className="size-4" />
          {/* A phone keeps the bar to two lines: the cross alone, still named Clear. */}
          <span className="max-sm:sr-only">Clear</span>
        </Button>
      </div>
      {tooFew && (
        <p id={`${id}-why`} className="text-xs text-slate-500 dark:text-slate-400">
          {SELECT_TWO_TO_GROUP}
        </p>
      )}
      {invalid && (
        <p id={`${id}-rounds-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
          {dayGroupMessages.roundsOutOfRange}
        </p>
      )}
    </div>
  );
}
