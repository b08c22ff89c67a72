import { useState } from 'react';
import {
  mealPasteMessages,
  mealPlanDayKindLabels,
  mealPlanDayKinds,
  type MealPasteResult,
  type MealPlanDayKind,
} from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { usePasteDay } from '../api/paste-day';

const statusTone = {
  meal: 'gray',
  matched: 'green',
  chosen: 'brand',
  unmatched: 'red',
  invalid: 'red',
} as const;

/**
 * 'Paste a day': a written list of meals and recipes with servings; 'Check' matches the names to the library
 * and shows each line's recipe (an unmatched line offers the nearest names to choose); 'Add day' writes it.
 */
export function PasteDayDialog({
  planId,
  onClose,
  onAdded,
}: {
  planId: number;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [text, setText] = useState('');
  const [dayName, setDayName] = useState('');
  const [meantFor, setMeantFor] = useState<MealPlanDayKind>('any');
  const [choices, setChoices] = useState<Record<number, number>>({});
  const [preview, setPreview] = useState<MealPasteResult | null>(null);
  const paste = usePasteDay(planId);

  const body = (dryRun: boolean) => ({
    text,
    day_name: dayName,
    meant_for: meantFor,
    dry_run: dryRun,
    choices: Object.entries(choices).map(([line, recipeId]) => ({ line: Number(line), recipe_id: recipeId })),
  });
  const check = () => paste.mutate(body(true), { onSuccess: setPreview });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={mealPasteMessages.title} size="lg">
      <DialogBody className="flex flex-col gap-4">
        {paste.isError && <Alert>{errorMessage(paste.error, mealPasteMessages.linesNotReady)}</Alert>}
        <div className="flex flex-wrap gap-3">
          <Field label="Day name" className="min-w-48 flex-1" required>
            <TextInput value={dayName} onChange={(event) => setDayName(event.target.value)} />
          </Field>
          <Field label="Meant for" className="w-44">
            <Select
              value={meantFor}
              onChange={(event) => setMeantFor(event.target.value as MealPlanDayKind)}
              options={mealPlanDayKinds.map((kind) => ({ value: kind, label: mealPlanDayKindLabels[kind] }))}
            />
          </Field>
        </div>
        <Field label={mealPasteMessages.textLabel} hint={mealPasteMessages.textHint} required>
          <Textarea
            rows={8}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setPreview(null);
            }}
          />
        </Field>
        {preview && (
          <ol className="flex flex-col gap-1 text-sm" aria-label="Pasted lines">
            {preview.lines.map((line) => (
              <li key={line.line} className="flex flex-wrap items-center gap-2">
                <span className="w-10 text-slate-500">{`${line.line}.`}</span>
                <span className="font-medium">
                  {line.kind === 'meal' ? line.name : `${line.servings ?? ''} × ${line.name}`}
                </span>
                <Badge tone={statusTone[line.status]}>{line.status}</Badge>
                {line.recipe && line.kind === 'item' && <span>{`→ ${line.recipe.name}`}</span>}
                {line.message && <span className="text-red-700 dark:text-red-300">{line.message}</span>}
                {line.status === 'unmatched' && line.suggestions.length > 0 && (
                  <label className="flex items-center gap-1">
                    <span className="sr-only">{`Recipe for line ${line.line}`}</span>
                    <select
                      className="h-9 rounded-md border border-slate-300 px-2 dark:border-slate-600 dark:bg-slate-900"
                      value={choices[line.line] ?? ''}
                      onChange={(event) =>
                        setChoices({ ...choices, [line.line]: Number(event.target.value) })
                      }
                    >
                      <option value="">Choose a recipe</option>
                      {line.suggestions.map((suggestion) => (
                        <option key={suggestion.id} value={suggestion.id}>
                          {suggestion.name}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
              </li>
            ))}
          </ol>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="secondary"
          onClick={check}
          disabled={paste.isPending || text.trim() === '' || dayName.trim() === ''}
        >
          {mealPasteMessages.check}
        </Button>
        <Button
          onClick={() => paste.mutate(body(false), { onSuccess: onAdded })}
          disabled={paste.isPending || text.trim() === '' || dayName.trim() === ''}
        >
          {mealPasteMessages.addDay}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
