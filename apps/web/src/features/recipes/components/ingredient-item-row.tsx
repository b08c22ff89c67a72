import { Controller, useFormContext } from 'react-hook-form';
import {
  capAmountInput,
  isNumericAmount,
  recipeUnitLabels,
  recipeUnits,
  type RecipeUnit,
} from '@coachboard/contract';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { cn } from '@/lib/cn';
import type { RecipeFormValues } from './recipe-form-values';

const unitOptions = recipeUnits.map((unit) => ({ value: unit, label: recipeUnitLabels[unit] }));

/** Name, amount, unit and the row's buttons: one line from `sm` up, name on its own line below that. */
export const ingredientRowGridClassName =
  'grid grid-cols-2 items-start gap-2 sm:grid-cols-[minmax(0,1fr)_6.5rem_12.5rem_auto]';

export const iconButtonClassName =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-500 transition-colors hover:bg-slate-100 hover:text-ink disabled:opacity-40 disabled:hover:bg-transparent dark:text-slate-300 dark:hover:bg-white/10 dark:hover:text-white';

export interface IngredientItemRowProps {
  sectionIndex: number;
  itemIndex: number;
  itemCount: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One ingredient: name, amount (numeric text capped at 5 characters) and unit, with reorder and remove. */
export function IngredientItemRow({
  sectionIndex,
  itemIndex,
  itemCount,
  onMove,
  onRemove,
}: IngredientItemRowProps) {
  const { register, control, setValue, getFieldState, formState } = useFormContext<RecipeFormValues>();
  const path = `ingredients.${sectionIndex}.items.${itemIndex}` as const;
  const nameError = getFieldState(`${path}.name`, formState).error?.message;
  const amountError = getFieldState(`${path}.amount`, formState).error?.message;
  const position = itemIndex + 1;

  return (
    <li className="flex flex-col gap-1">
      <div className={ingredientRowGridClassName}>
        <TextInput
          {...register(`${path}.name`)}
          aria-label={`Ingredient ${position} name`}
          aria-invalid={nameError ? true : undefined}
          placeholder="Ingredient name"
          className="col-span-2 sm:col-span-1"
        />
        <Controller
          control={control}
          name={`${path}.amount`}
          render={({ field }) => (
            <TextInput
              {...field}
              onChange={(event) => {
                const previous = field.value;
                const next = capAmountInput(event.target.value);
                field.onChange(next);
                const wasNumeric = previous.trim() === '' || isNumericAmount(previous);
                if (next.trim() !== '' && !isNumericAmount(next)) setValue(`${path}.unit`, 'None');
                else if (!wasNumeric && isNumericAmount(next)) setValue(`${path}.unit`, 'g');
              }}
              aria-label={`Ingredient ${position} amount`}
              aria-invalid={amountError ? true : undefined}
              placeholder="Amount"
            />
          )}
        />
        <Controller
          control={control}
          name={`${path}.unit`}
          render={({ field }) => (
            <Select
              {...field}
              onChange={(event) => field.onChange(event.target.value as RecipeUnit)}
              aria-label={`Ingredient ${position} unit`}
              options={unitOptions}
            />
          )}
        />
        <div className="col-span-2 flex items-center justify-end sm:col-span-1">
          <button
            type="button"
            aria-label={`Move ingredient ${position} up`}
            disabled={itemIndex === 0}
            onClick={() => onMove(itemIndex, itemIndex - 1)}
            className={iconButtonClassName}
          >
            <ArrowUp aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            aria-label={`Move ingredient ${position} down`}
            disabled={itemIndex === itemCount - 1}
            onClick={() => onMove(itemIndex, itemIndex + 1)}
            className={iconButtonClassName}
          >
            <ArrowDown aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            aria-label={`Remove ingredient ${position}`}
            onClick={() => onRemove(itemIndex)}
            className={cn(iconButtonClassName, 'hover:text-red-600 dark:hover:text-red-400')}
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      </div>
      {[nameError, amountError].filter(Boolean).map((message) => (
        <p key={message} className="text-xs font-medium text-red-600 dark:text-red-400">
          {message}
        </p>
      ))}
    </li>
  );
}
