import { useId } from 'react';
import {
  assignmentMessages,
  assignmentModes,
  bulkAssignmentMessages,
  isCalendarDate,
  type AssignmentMode,
} from '@coachboard/contract';
import { Field } from '@/components/ui/field';
import { TextInput } from '@/components/ui/text-input';
import { cn } from '@/lib/cn';

const radioClassName =
  'mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-500 disabled:cursor-not-allowed disabled:opacity-60 dark:accent-brand-400';

/** What is wrong with a start date as typed, or undefined when it is a calendar date. */
export const startDateError = (startDate: string) =>
  isCalendarDate(startDate) ? undefined : assignmentMessages.invalidDate(bulkAssignmentMessages.startDate);

export interface AssignmentChoicesProps {
  startDate: string;
  onStartDateChange: (value: string) => void;
  mode: AssignmentMode;
  onModeChange: (mode: AssignmentMode) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * How users are assigned: 'Start date' (day 1 of week 1 for them) and 'Assign as' Linked or Personal
 * copy, each choice with its one line of help. Shared by the users list's 'Assign Program' and 'Manage Users'.
 */
export function AssignmentChoices({
  startDate,
  onStartDateChange,
  mode,
  onModeChange,
  disabled = false,
  className,
}: AssignmentChoicesProps) {
  const groupName = useId();
  return (
    <div className={cn('grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]', className)}>
      <Field label={bulkAssignmentMessages.startDate} error={startDateError(startDate)}>
        <TextInput
          type="date"
          required
          value={startDate}
          onChange={(event) => onStartDateChange(event.target.value)}
          disabled={disabled}
        />
      </Field>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-ink dark:text-white">
          {bulkAssignmentMessages.mode}
        </legend>
        {assignmentModes.map((choice) => {
          const labelId = `${groupName}-${choice}-label`;
          const helpId = `${groupName}-${choice}-help`;
          return (
            <label
              key={choice}
              className={cn(
                'flex cursor-pointer items-start gap-2.5 rounded-xl border px-3 py-2 transition-colors',
                mode === choice
                  ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-400/10'
                  : 'border-slate-200 hover:border-slate-300 dark:border-white/10 dark:hover:border-white/20',
              )}
            >
              <input
                type="radio"
                name={groupName}
                value={choice}
                checked={mode === choice}
                onChange={() => onModeChange(choice)}
                disabled={disabled}
                // Named by the choice alone; its line of help is the description.
                aria-labelledby={labelId}
                aria-describedby={helpId}
                className={radioClassName}
              />
              <span className="flex min-w-0 flex-col">
                <span id={labelId} className="text-sm font-semibold text-ink dark:text-white">
                  {bulkAssignmentMessages.modeLabels[choice]}
                </span>
                <span id={helpId} className="text-xs text-slate-600 dark:text-slate-300">
                  {bulkAssignmentMessages.modeHelp[choice]}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
    </div>
  );
}
