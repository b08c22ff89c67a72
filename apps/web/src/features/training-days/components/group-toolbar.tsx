import { useId, useState } from 'react';
import {
  DEFAULT_CIRCUIT_ROUNDS,
  MAX_CIRCUIT_ROUNDS,
  dayGroupMessages,
  type DayGroupKind,
} from '@coachboard/contract';
import { Button } from '@/components/ui/button';
import { controlClassName } from '@/components/ui/control-styles';
import { cn } from '@/lib/cn';

interface GroupToolbarProps {
  selectedCount: number;
  pending: boolean;
  /** `rounds` only for a circuit. */
  onMake: (kind: DayGroupKind, rounds?: number) => void;
}

const parseRounds = (value: string) => {
  const rounds = Number(value);
  return value.trim() !== '' && Number.isInteger(rounds) && rounds >= 1 && rounds <= MAX_CIRCUIT_ROUNDS
    ? rounds
    : null;
};

/** Shown while two or more cards are selected: 'Make Superset', and 'Make Circuit' with its number of rounds. */
export function GroupToolbar({ selectedCount, pending, onMake }: GroupToolbarProps) {
  const id = useId();
  const [rounds, setRounds] = useState(String(DEFAULT_CIRCUIT_ROUNDS));
  const [invalid, setInvalid] = useState(false);

  const makeCircuit = () => {
    const value = parseRounds(rounds);
    setInvalid(value === null);
    if (value !== null) onMake('circuit', value);
  };

  return (
    <div role="toolbar" aria-label="Group exercises" className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-slate-500 dark:text-slate-400">{`${selectedCount} selected`}</span>
        <Button size="sm" className="whitespace-nowrap" onClick={() => onMake('superset')} disabled={pending}>
          {dayGroupMessages.makeSuperset}
        </Button>
        <span className="flex shrink-0 items-center gap-2">
          <label htmlFor={`${id}-rounds`} className="text-sm font-semibold text-ink dark:text-white">
            {dayGroupMessages.roundsLabel}
          </label>
          <span className="block w-20 shrink-0">
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
                if (event.key === 'Enter') makeCircuit();
              }}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-rounds-error` : undefined}
              className={cn(controlClassName, 'h-9 px-2.5')}
            />
          </span>
          <Button size="sm" className="whitespace-nowrap" onClick={makeCircuit} disabled={pending}>
            {dayGroupMessages.makeCircuit}
          </Button>
        </span>
      </div>
      {invalid && (
        <p id={`${id}-rounds-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
          {dayGroupMessages.roundsOutOfRange}
        </p>
      )}
    </div>
  );
}
