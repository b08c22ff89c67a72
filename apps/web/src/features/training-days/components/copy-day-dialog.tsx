import { useId, useState, type FormEvent } from 'react';
import {
  absoluteDayNumber,
  programCopyMessages,
  type CopyDayMode,
  type TrainingWeek,
} from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/feedback/toast';
import { errorMessage } from '@/lib/api-error';
import { pluralize } from '@/lib/format';
import { useCopyDay, useProgramWeeks } from '../api/copy-day';

const WEEKS_LOAD_FAILED = 'Failed to load training weeks.';
const NO_SAME_DAY = 'No other week trains on this weekday';

export interface CopyDayDialogProps {
  programId: number;
  /** The day whose exercises are copied; it is not offered as a target. */
  dayId: number;
  dayName: string;
  onClose: () => void;
}

const radioClassName = 'size-4 cursor-pointer accent-brand-500 dark:accent-brand-400';
const modes: { value: CopyDayMode; label: string; hint: string }[] = [
  { value: 'append', label: 'Append', hint: 'after the exercises the days already hold' },
  { value: 'replace', label: 'Replace', hint: "the days' exercises" },
];

/** An append leaves out exercises a target day already holds; the toast says how many. */
const copiedText = (skipped: number) =>
  skipped === 0
    ? programCopyMessages.dayCopied
    : `${programCopyMessages.dayCopied}. ${pluralize(skipped, 'exercise')} already on a target day ${skipped === 1 ? 'was' : 'were'} skipped.`;

const copyLabel = (count: number) => `Copy to ${count} ${count === 1 ? 'day' : 'days'}`;

const sameDays = (selected: ReadonlySet<number>, days: readonly number[]) =>
  days.length > 0 && days.length === selected.size && days.every((id) => selected.has(id));

/** The days the quick choices tick: every training day, or those on the copied day's weekday in other weeks. */
const quickChoiceDays = (weeks: readonly TrainingWeek[], dayId: number) => {
  const days = weeks.flatMap((week) => week.training_days);
  const weekday = days.find((day) => day.id === dayId)?.day_of_the_week;
  const offered = days.filter((day) => day.id !== dayId && !day.is_rest_day);
  return {
    sameDay: offered.filter((day) => day.day_of_the_week === weekday).map((day) => day.id),
    all: offered.map((day) => day.id),
  };
};

/**
 * 'Copy to other days': every day of the program by week, rest days shown but not offered, the quick choices
 * 'Same day every week' and 'All training days' that tick those boxes, then append or replace.
 */
export function CopyDayDialog({ programId, dayId, dayName, onClose }: CopyDayDialogProps) {
  const weeksQuery = useProgramWeeks(programId);
  const copy = useCopyDay(programId);
  const toast = useToast();
  const modeGroup = useId();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [mode, setMode] = useState<CopyDayMode>('append');
  const [failure, setFailure] = useState<string | null>(null);
  const weeks = [...(weeksQuery.data ?? [])].sort((a, b) => a.sequence_number - b.sequence_number);
  const quick = quickChoiceDays(weeks, dayId);
  const quickChoices = [
    { label: 'Same day every week', days: quick.sameDay },
    { label: 'All training days', days: quick.all },
  ];

  const toggle = (id: number, checked: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (selected.size === 0) return;
    setFailure(null);
    copy.mutate(
      { dayId, input: { target_day_ids: [...selected], mode } },
      {
        onSuccess: ({ skipped }) => {
          toast.show({ tone: 'success', text: copiedText(skipped) });
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };
  const busy = copy.isPending;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Copy to other days"
      description={`The saved exercises and sets of ${dayName}`}
      size="lg"
      dismissible={!busy}
    >
      <form noValidate onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody className="flex flex-col gap-5">
          {failure && <Alert>{failure}</Alert>}
          {weeksQuery.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner label="Loading training weeks" className="text-brand-500" />
            </div>
          ) : weeksQuery.isError ? (
            <ErrorState title={WEEKS_LOAD_FAILED} />
          ) : (
            <div className="flex flex-col gap-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-slate-500 dark:text-slate-400">Quick choice:</span>
                {quickChoices.map((choice) => (
                  <Button
                    key={choice.label}
                    variant="secondary"
                    size="sm"
                    aria-pressed={sameDays(selected, choice.days)}
                    aria-describedby={choice.days.length === 0 ? `${modeGroup}-none` : undefined}
                    onClick={() => setSelected(new Set(choice.days))}
                    disabled={busy || choice.days.length === 0}
                    className="aria-pressed:border-brand-500 aria-pressed:text-brand-700 dark:aria-pressed:border-brand-400 dark:aria-pressed:text-brand-200"
                  >
                    {choice.label}
                  </Button>
                ))}
                {selected.size > 0 && (
                  <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())} disabled={busy}>
                    Clear
                  </Button>
                )}
                {quick.sameDay.length === 0 && (
                  <span id={`${modeGroup}-none`} className="text-xs text-slate-500 dark:text-slate-400">
                    {NO_SAME_DAY}
                  </span>
                )}
              </div>
              {weeks.map((week) => (
                <fieldset key={week.id} className="flex flex-col gap-2">
                  <legend className="mb-1 text-sm font-semibold text-ink dark:text-white">
                    {`Week ${week.sequence_number}`}
                  </legend>
                  <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4">
                    {[...week.training_days]
                      .sort((a, b) => a.day_of_the_week - b.day_of_the_week)
                      .filter((day) => day.id !== dayId)
                      .map((day) => {
                        const name = `Day ${absoluteDayNumber(week.sequence_number, day.day_of_the_week)}`;
                        return (
                          <Checkbox
                            key={day.id}
                            checked={!day.is_rest_day && selected.has(day.id)}
                            disabled={day.is_rest_day || busy}
                            onCheckedChange={(checked) => toggle(day.id, checked)}
                            label={
                              day.is_rest_day ? (
                                <span className="inline-flex items-center gap-1.5 text-slate-400 dark:text-slate-500">
                                  {name} <Badge tone="gray">Rest</Badge>
                                </span>
                              ) : (
                                name
                              )
                            }
                          />
                        );
                      })}
                  </div>
                </fieldset>
              ))}
            </div>
          )}
          <fieldset className="flex flex-col gap-2 border-t border-slate-100 pt-4 dark:border-white/10">
            <legend className="sr-only">Copy mode</legend>
            {modes.map((option) => (
              <label key={option.value} className="flex items-center gap-2 text-sm text-ink dark:text-white">
                <input
                  type="radio"
                  name={modeGroup}
                  value={option.value}
                  checked={mode === option.value}
                  onChange={() => setMode(option.value)}
                  className={radioClassName}
                />
                <span className="font-medium">{option.label}</span>
                <span className="text-slate-500 dark:text-slate-400">{option.hint}</span>
              </label>
            ))}
          </fieldset>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={selected.size === 0}>
            {copyLabel(selected.size)}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
