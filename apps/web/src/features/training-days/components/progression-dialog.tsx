import { useState, type FormEvent } from 'react';
import { PROGRESSION_WEEKS_MAX, progressionMessages, progressionRuleSchema } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PreviewSection } from '@/components/ui/preview-section';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { useToast } from '@/components/feedback/toast';
import { ApiError, errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useApplyProgression, useProgressionPreview, type ProgressionParams } from '../api/apply-progression';
import { useProgramWeeks } from '../api/copy-day';
import { ProgressionPreviewTable } from './progression-preview-table';
import { ruleHints, ruleOf, ruleOptions, rules, type RuleType } from './progression-rule-options';

const PREVIEW_DEBOUNCE_MS = 300;
const DEFAULT_WEEKS = 3;
const WEEKS_LOAD_FAILED = 'Failed to load training weeks.';
const PREVIEW_FAILED = 'Failed to preview the progression.';

export interface ProgressionDialogProps {
  programId: number;
  dayId: number;
  /** The week the day belongs to: the weeks after it are the ones written. */
  weekNumber: number;
  logId: number;
  exerciseName: string;
  onClose: () => void;
}

/**
 * 'Apply progression': a rule and its step, the number of weeks, and a preview of what each of the
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
          <PreviewSection
            title={progressionMessages.preview}
            fetching={preview.isFetching}
            loading={params !== null && preview.isFetching}
            error={otherPreviewError}
            preview={
              shown ? (
                <div className={cn(preview.isPlaceholderData && 'opacity-60')}>
                  <ProgressionPreviewTable weeks={shown.weeks} />
                </div>
              ) : undefined
            }
            hint="Choose a rule, its step and the weeks to see each week's sets."
          />
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
