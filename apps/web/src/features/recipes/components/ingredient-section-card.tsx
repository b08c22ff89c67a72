import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { PastedLine } from '@/domain/recipe-ingredient-paste';
import { ArrowDown, ArrowUp, ClipboardList, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { cn } from '@/lib/cn';
import { IngredientItemRow, iconButtonClassName } from './ingredient-item-row';
import { PasteIngredientsPanel } from './paste-ingredients-panel';
import { emptyIngredientItem, type RecipeFormValues } from './recipe-form-values';

export interface IngredientSectionCardProps {
  index: number;
  sectionCount: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onPaste: (index: number, lines: PastedLine[]) => void;
}

/** One ingredient section: its name, its items (add, remove, reorder) and 'Paste list'. */
export function IngredientSectionCard({
  index,
  sectionCount,
  onMove,
  onRemove,
  onPaste,
}: IngredientSectionCardProps) {
  const { control, register, getFieldState, formState, watch } = useFormContext<RecipeFormValues>();
  const items = useFieldArray({ control, name: `ingredients.${index}.items` });
  const [isPasting, setPasting] = useState(false);
  const position = index + 1;
  const sectionError = getFieldState(`ingredients.${index}.section`, formState).error?.message;
  const itemsError = getFieldState(`ingredients.${index}.items`, formState).error?.message;

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:p-4 dark:border-white/10">
      <legend className="sr-only">Ingredient section {position}</legend>
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <TextInput
            {...register(`ingredients.${index}.section`)}
            aria-label={`Section ${position} name`}
            aria-invalid={sectionError ? true : undefined}
            placeholder="Section name (e.g. Main, Dressing)"
          />
          {sectionError && (
            <p className="text-xs font-medium text-red-600 dark:text-red-400">{sectionError}</p>
          )}
        </div>
        <button
          type="button"
          aria-label={`Move section ${position} up`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          className={iconButtonClassName}
        >
          <ArrowUp aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          aria-label={`Move section ${position} down`}
          disabled={index === sectionCount - 1}
          onClick={() => onMove(index, index + 1)}
          className={iconButtonClassName}
        >
          <ArrowDown aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          aria-label={`Remove section ${position}`}
          onClick={() => onRemove(index)}
          className={cn(iconButtonClassName, 'hover:text-red-600 dark:hover:text-red-400')}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>

      {items.fields.length > 0 && (
        <ul aria-label={`Ingredients of section ${position}`} className="flex flex-col gap-2">
          {items.fields.map((field, itemIndex) => (
            <IngredientItemRow
              key={field.id}
              sectionIndex={index}
              itemIndex={itemIndex}
              itemCount={items.fields.length}
              onMove={items.move}
              onRemove={items.remove}
            />
          ))}
        </ul>
      )}
      {itemsError && <p className="text-xs font-medium text-red-600 dark:text-red-400">{itemsError}</p>}

      {isPasting ? (
        <PasteIngredientsPanel
          sectionName={watch(`ingredients.${index}.section`)}
          onCancel={() => setPasting(false)}
          onAdd={(lines) => {
            setPasting(false);
            onPaste(index, lines);
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => items.append(emptyIngredientItem())}>
            <Plus aria-hidden className="size-4" />
            Add Ingredient
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setPasting(true)}>
            <ClipboardList aria-hidden className="size-4" />
            Paste list
          </Button>
        </div>
      )}
    </fieldset>
  );
}
