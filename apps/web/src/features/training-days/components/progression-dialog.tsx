import { useState, type FormEvent } from 'react';
import {
  PROGRESSION_WEEKS_MAX,
  orderedSets,
  progressionMessages,
  progressionRuleSchema,
  type ProgressionRule,
  type ProgressionWeek,
  type SetsData,
} from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { useToast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useApplyProgression, useProgressionPreview, type ProgressionParams } from '../api/apply-progression';
import { useProgramWeeks } from '../api/copy-day';
import { setSummary } from './set-drafts';

type RuleType = ProgressionRule['type'];

/** Each rule: its label, its step's label and the step it starts with. */
const rules: Record<RuleType, { label: string; stepLabel: string; step: number; stepStep: number }> = {
  linear_load: { label: 'Linear load', stepLabel: 'Step (kg)', step: 2.5, stepStep: 0.5 },
  linear_reps: { label: 'Linear reps', stepLabel: 'Step (reps)', step: 1, stepStep: 1 },
  double: { label: 'Double progression', stepLabel: 'Step (kg)', step: 2.5, stepStep: 0.5 },
  percent: { label: 'Percent', stepLabel: 'Step (%)', step: 2.5, stepStep: 0.5 },
};
const ruleOptions = (Object.keys(rules) as RuleType[]).map((value) => ({ value, label: rules[value].label }));
const ruleHints: Record<RuleType, string> = {
  linear_load: 'Adds the step to each weighted set every week.',
  linear_reps: 'Adds the step to the reps (and to the top of a range) every week.',
  double: 'Adds a rep every week up to the top of the range, then adds the step and goes back to the reps.',
  percent: 'Adds the step to each set given as a percentage of the one-rep max every week.',
};

const PREVIEW_DEBOUNCE_MS = 300;
const DEFAULT_WEEKS = 3;
const WEEKS_LOAD_FAILED = 'Failed to load training weeks.';
const PREVIEW_FAILED = 'Failed to preview the progression.';

const ruleOf = (type: RuleType, step: number): ProgressionRule => {
  switch (type) {
    case 'linear_load':
      return { type, step_kg: step };
    case 'linear_reps':
      return { type, step };
    case 'double':
      return { type, step_kg: step };
    case 'percent':
      return { type, step_percent: step };
  }
};

/** Each set as the card's summary shows it ('8-10 @ 60 kg'). */
const setsText = (sets: SetsData) => orderedSets(sets).map(setSummary).join(' · ');

export interface ProgressionDialogProps {
  programId: number;
  dayId: number;
  /** The week the day belongs to: the weeks after it are the ones written. */
  weekNumber: number;
  logId: number;
  exerciseName: string;
  onClose: () => void;
}

function PreviewTable({ weeks }: { weeks: ProgressionWeek[] }) {
  return (
    <div role="region" aria-label="Preview" tabIndex={0} className="overflow-x-auto">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{progressionMessages.preview}</caption>
        <thead>
          <tr className="text-left text-xs font-bold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            <th scope="col" className="py-2 pr-3">
              Week
            </th>
            <th scope="col" className="px-2 py-2">
              Sets
            </th>
            <th scope="col" className="py-2 pl-2">
              <span className="sr-only">Existing sets</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week} className="align-top">
              <th
                scope="row"
                className="border-t border-slate-100 py-2 pr-3 text-left font-semibold whitespace-nowrap text-ink dark:border-white/10 dark:text-white"
              >
                {`Week ${week.week}`}
              </th>
              <td className="border-t border-slate-100 px-2 py-2 dark:border-white/10">
                <ol aria-label={`Sets of week ${week.week}`} className="flex flex-wrap gap-1.5">
                  {orderedSets(week.sets).map((set, index) => (
                    <li
                      key={index}
                      className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-slate-800 tabular-nums dark:bg-white/10 dark:text-slate-100"
                    >
                      {setSummary(set)}
                    </li>
                  ))}
                </ol>
              </td>
              <td className="border-t border-slate-100 py-2 pl-2 dark:border-white/10">
                {week.overwrites ? (
                  <div className="flex flex-col items-start gap-1">
                    <Badge tone="yellow">Overwrites</Badge>
                    <span className="text-xs text-slate-500 dark:text-slate-400">
                      {`Now: ${setsText(week.overwrites) || 'no sets'}`}
                    </span>
                  </div>
                ) : (
                  <Badge tone="gray">Adds</Badge>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * 'Apply progression' (issue 21): a rule and its step, the number of weeks, and a preview of what each of the
 * next weeks would hold (a dry run, refreshed as the choice changes); 'Apply' writes it.
 */
export function ProgressionDialog({
  programId,
  dayId,
  weekNumber,
  logId,
  exerciseName,
  onClose,
}: ProgressionDialogProps) {
  const weeksQuery = useProgramWeeks(programId);
  const apply = useApplyProgression(programId);
  const toast = useToast();
  const [type, setType] = useState<RuleType>('double');
  const [stepText, setStepText] = useState(String(rules.double.step));
  const [weeksText, setWeeksText] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const weeksLeft = weeksQuery.data?.filter((week) => week.sequence_number > weekNumber).length ?? null;
  const weeksValue = weeksText ?? (weeksLeft === null ? '' : String(Math.min(DEFAULT_WEEKS, weeksLeft)));
  const weeks = Number(weeksValue);
  const weeksValid =
    weeksValue.trim() !== '' && Number.isInteger(weeks) && weeks >= 1 && weeks <= PROGRESSION_WEEKS_MAX;
  const parsedRule = progressionRuleSchema.safeParse(
    ruleOf(type, stepText.trim() === '' ? Number.NaN : Number(stepText)),
  );
  const params: ProgressionParams | null =
    parsedRule.success && weeksValid && weeksLeft !== null && weeksLeft > 0
      ? { dayId, logId, rule: parsedRule.data, weeks }
      : null;
  const debounced = useDebouncedValue(params, PREVIEW_DEBOUNCE_MS);
  const preview = useProgressionPreview(debounced);
  const settled = JSON.stringify(debounced) === JSON.stringify(params);

  const previewError = settled && params && preview.isError ? preview.error : null;
  const weeksError =
    weeksLeft === 0
      ? progressionMessages.weeksLeft(0)
      : !weeksValid && weeksValue !== ''
        ? `Weeks must be a whole number between 1 and ${PROGRESSION_WEEKS_MAX}`
        : previewError instanceof ApiError
          ? previewError.errors?.weeks?.[0]
          : undefined;
  const stepError = parsedRule.success
    ? undefined
    : `${rules[type].stepLabel.replace(/ \(.*\)$/, '')} must be between ${type === 'linear_reps' ? 1 : 0.5} and 100`;
  const otherPreviewError =
    previewError && !(previewError instanceof ApiError && previewError.errors?.weeks)
      ? errorMessage(previewError, PREVIEW_FAILED)
      : null;

  const changeType = (next: RuleType) => {
    setType(next);
    setStepText(String(rules[next].step));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!params || apply.isPending) return;
    setFailure(null);
    apply.mutate(params, {
      onSuccess: () => {
        toast.show({ tone: 'success', text: progressionMessages.applied });
        onClose();
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };
  const busy = apply.isPending;
  const shown = params && !previewError ? preview.data : undefined;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Apply progression"
      description={`The saved sets of ${exerciseName} on week ${weekNumber}, progressed week by week on the same day`}
      size="lg"
      dismissible={!busy}
    >
      <form noValidate onSubmit={handleSubmit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody className="flex flex-col gap-5">
          {failure && <Alert>{failure}</Alert>}
          {weeksQuery.isError && <Alert>{WEEKS_LOAD_FAILED}</Alert>}
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label="Rule" hint={ruleHints[type]} className="sm:col-span-3">
              <Select
                value={type}
                onChange={(event) => changeType(event.target.value as RuleType)}
                options={ruleOptions}
                disabled={busy}
              />
            </Field>
            <Field label={rules[type].stepLabel} error={stepError}>
              <TextInput
                type="number"
                inputMode="decimal"
                min={type === 'linear_reps' ? 1 : 0.5}
                max={100}
                step={rules[type].stepStep}
                value={stepText}
                onChange={(event) => setStepText(event.target.value)}
                disabled={busy}
              />
            </Field>
            <Field
              label="Weeks"
              error={weeksError}
              hint={weeksLeft !== null && weeksLeft > 0 ? `${weeksLeft} left in the program` : undefined}
            >
              <TextInput
                type="number"
                inputMode="numeric"
                min={1}
                max={PROGRESSION_WEEKS_MAX}
                step={1}
                value={weeksValue}
                onChange={(event) => setWeeksText(event.target.value)}
                disabled={busy}
              />
            </Field>
          </div>
          <section
            aria-label={progressionMessages.preview}
            aria-busy={preview.isFetching}
            className="flex flex-col gap-2"
          >
            <h3 className="flex items-center gap-2 text-sm font-semibold text-ink dark:text-white">
              {progressionMessages.preview}
              {params && preview.isFetching && (
                <Spinner label="Loading preview" size="sm" className="text-brand-500" />
              )}
            </h3>
            {otherPreviewError && <Alert>{otherPreviewError}</Alert>}
            {shown ? (
              <div className={cn(preview.isPlaceholderData && 'opacity-60')}>
                <PreviewTable weeks={shown.weeks} />
              </div>
            ) : (
              !otherPreviewError &&
              !(params && preview.isFetching) && (
                <p className="text-sm text-slate-500 dark:text-slate-400">
                  Choose a rule, its step and the weeks to see each week's sets.
                </p>
              )
            )}
          </section>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={!params || previewError !== null}>
            Apply
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
