import { useState } from 'react';
import type { Recipe } from '@coachboard/contract';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { useRecipeMatches } from '../api/pickers';

const macros = (recipe: Recipe) =>
  [
    recipe.calories !== null ? `${recipe.calories} kcal` : null,
    recipe.protein !== null ? `P ${recipe.protein} g` : null,
    recipe.carbs !== null ? `C ${recipe.carbs} g` : null,
    recipe.fat !== null ? `F ${recipe.fat} g` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/** Finds a library recipe by name and adds it to a meal (one serving; the servings are edited in the meal). */
export function RecipePicker({ mealName, onPick }: { mealName: string; onPick: (recipe: Recipe) => void }) {
  const [term, setTerm] = useState('');
  const matches = useRecipeMatches(term.trim());
  const recipes = matches.data?.data ?? [];
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-dashed border-slate-300 p-3 dark:border-slate-600">
      <SearchInput
        label={`Find a recipe for ${mealName}`}
        placeholder="Find a recipe..."
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      <ul className="flex flex-col gap-1" aria-label={`Recipes for ${mealName}`}>
        {recipes.map((recipe) => (
          <li key={recipe.id} className="flex items-center justify-between gap-2 text-sm">
            <span>
              <span className="font-semibold">{recipe.name}</span>{' '}
              <span className="text-slate-500 dark:text-slate-400">{macros(recipe)}</span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onPick(recipe)}
              aria-label={`Add ${recipe.name} to ${mealName}`}
            >
              <Plus aria-hidden className="size-4" />
              Add
            </Button>
          </li>
        ))}
        {matches.isSuccess && recipes.length === 0 && (
          <li className="text-sm text-slate-500">No recipes found</li>
        )}
      </ul>
    </div>
  );
}
