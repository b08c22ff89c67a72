import { formatCalories, formatGrams, type Recipe } from '@coachboard/contract';
import { Badge } from '@/components/ui/badge';

/** The list's nutrition cell: 'N kcal' (a dash when empty or 0) and protein, carbs and fat badges in grams. */
export function RecipeNutrition({ recipe }: { recipe: Recipe }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="font-semibold whitespace-nowrap text-ink dark:text-white">
        {formatCalories(recipe.calories)}
      </span>
      <div className="flex flex-wrap gap-1">
        <Badge tone="brand" title="Protein">
          P: {formatGrams(recipe.protein)}
        </Badge>
        <Badge tone="yellow" title="Carbs">
          C: {formatGrams(recipe.carbs)}
        </Badge>
        <Badge tone="red" title="Fat">
          F: {formatGrams(recipe.fat)}
        </Badge>
      </div>
    </div>
  );
}
