import { useId, useState } from 'react';
import { recipeUnitLabels, recipeUnits, type RecipeUnit } from '@coachboard/contract';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import { parseIngredientList, type PastedLine } from '@/domain/recipe-ingredient-paste';
import { pluralize } from '@/lib/format';
import { iconButtonClassName, ingredientRowGridClassName } from './ingredient-item-row';

const unitOptions = recipeUnits.map((unit) => ({ value: unit, label: recipeUnitLabels[unit] }));

export interface PasteIngredientsPanelProps {
  sectionName: string;
  onAdd: (lines: PastedLine[]) => void;
  onCancel: () => void;
}

/**
 * 'Paste list': many lines at once ('2 cups rolled oats', '½ tsp salt'), parsed into name, amount and unit and
 * shown as an editable preview before they are added to the section.
 */
export function PasteIngredientsPanel({ sectionName, onAdd, onCancel }: PasteIngredientsPanelProps) {
  const textId = useId();
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<PastedLine[] | null>(null);
  const itemCount = preview?.filter((line) => line.kind === 'item').length ?? 0;

  const update = (index: number, change: Partial<{ name: string; amount: string; unit: RecipeUnit }>) =>
    setPreview(
      (lines) =>
        lines?.map((line, position) =>
          position === index && line.kind === 'item' ? { ...line, ...change } : line,
        ) ?? null,
    );

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-dashed border-brand-200 bg-brand-50/40 p-3 dark:border-white/15 dark:bg-white/5">
      {preview === null ? (
        <>
          <label htmlFor={textId} className="text-sm font-semibold text-ink dark:text-white">
            Paste ingredients, one per line
          </label>
          <Textarea
            id={textId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={5}
            placeholder={'2 cups rolled oats\n1 1/2 tbsp honey\n½ tsp salt\n3 eggs\nsalt to taste'}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={onCancel}>
              Cancel
            </Button>
            <Button
              size="sm"
              disabled={text.trim() === ''}
              onClick={() => setPreview(parseIngredientList(text))}
            >
              Preview
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm font-semibold text-ink dark:text-white">
            Check the ingredients before adding them to {sectionName.trim() || 'this section'}
          </p>
          <ul aria-label="Pasted ingredients" className="flex flex-col gap-2">
            {preview.map((line, index) =>
              line.kind === 'heading' ? (
                <li key={index} className="text-sm font-semibold text-brand-600 dark:text-brand-300">
                  New section: {line.name}
                </li>
              ) : (
                <li key={index} className={ingredientRowGridClassName}>
                  <TextInput
                    value={line.name}
                    onChange={(event) => update(index, { name: event.target.value })}
                    aria-label={`Pasted ingredient ${index + 1} name`}
                    title={line.source}
                    className="col-span-2 sm:col-span-1"
                  />
                  <TextInput
                    value={line.amount}
                    onChange={(event) => update(index, { amount: event.target.value })}
                    aria-label={`Pasted ingredient ${index + 1} amount`}
                    placeholder="Amount"
                  />
                  <Select
                    value={line.unit}
                    onChange={(event) => update(index, { unit: event.target.value as RecipeUnit })}
                    aria-label={`Pasted ingredient ${index + 1} unit`}
                    options={unitOptions}
                  />
                  <button
                    type="button"
                    aria-label={`Leave out pasted ingredient ${index + 1}`}
                    onClick={() =>
                      setPreview((lines) => lines?.filter((_, position) => position !== index) ?? null)
                    }
                    className={`${iconButtonClassName} col-span-2 justify-self-end sm:col-span-1`}
                  >
                    <X aria-hidden className="size-4" />
                  </button>
                </li>
              ),
            )}
          </ul>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => setPreview(null)}>
              Back
            </Button>
            <Button size="sm" disabled={preview.length === 0} onClick={() => onAdd(preview)}>
              Add {pluralize(itemCount, 'ingredient')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
