import { useFieldArray, useFormContext } from 'react-hook-form';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { applyPastedLines } from './apply-pasted-lines';
import { IngredientSectionCard } from './ingredient-section-card';
import { emptyIngredientSection, type RecipeFormValues } from './recipe-form-values';

/** The Ingredients part of the recipe form: sections in order, each with its items. */
export function IngredientSectionsField() {
  const { control, getValues, getFieldState, formState } = useFormContext<RecipeFormValues>();
  const sections = useFieldArray({ control, name: 'ingredients' });
  const listError = getFieldState('ingredients', formState).error?.message;

  return (
    <div role="group" aria-labelledby="recipe-ingredients-label" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <span id="recipe-ingredients-label" className="text-sm font-semibold text-ink dark:text-white">
          Ingredients
        </span>
        <Button variant="secondary" size="sm" onClick={() => sections.append(emptyIngredientSection())}>
          <Plus aria-hidden className="size-4" />
          Add Section
        </Button>
      </div>
      {sections.fields.length === 0 && (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          No ingredients yet. Add a section (e.g. Main, Dressing) to list them.
        </p>
      )}
      {sections.fields.map((field, index) => (
        <IngredientSectionCard
          key={field.id}
          index={index}
          sectionCount={sections.fields.length}
          onMove={sections.move}
          onRemove={sections.remove}
          onPaste={(sectionIndex, lines) =>
            sections.replace(applyPastedLines(getValues('ingredients'), sectionIndex, lines))
          }
        />
      ))}
      {listError && <p className="text-xs font-medium text-red-600 dark:text-red-400">{listError}</p>}
    </div>
  );
}
