import { Link, useNavigate } from 'react-router';
import {
  DESCRIPTION_PREVIEW_LENGTH,
  DESCRIPTION_PREVIEW_LENGTH_MOBILE,
  truncateDescription,
  type Recipe,
} from '@coachboard/contract';
import { ResponsiveList, type ListColumn } from '@/components/ui/list-page';
import { SelectableCard, selectionColumn } from '@/components/bulk-delete/selection-bar';
import type { RowSelection } from '@/lib/use-row-selection';
import { routePaths } from '@/lib/route-paths';
import { RecipeNutrition } from './recipe-nutrition';
import { RecipeRowActions, type RecipeActionHandlers } from './recipe-row-actions';
import { RecipeThumbnail } from './recipe-thumbnail';

function RecipeName({ recipe }: { recipe: Recipe }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <RecipeThumbnail recipe={recipe} />
      <Link
        to={routePaths.recipe(recipe.id)}
        className="min-w-0 font-semibold break-words text-ink hover:text-brand-500 dark:text-white dark:hover:text-brand-300"
      >
        {recipe.name}
      </Link>
    </div>
  );
}

function Description({ text, max }: { text: string | null; max: number }) {
  return text ? (
    <p className="max-w-md text-slate-600 dark:text-slate-300">{truncateDescription(text, max)}</p>
  ) : (
    <span className="text-slate-400">-</span>
  );
}

export function RecipesTable({
  recipes,
  selection,
  ...actions
}: RecipeActionHandlers & { recipes: Recipe[]; selection?: RowSelection }) {
  const navigate = useNavigate();
  const columns: ListColumn<Recipe>[] = [
    { id: 'recipe', header: 'Recipe', cell: (recipe) => <RecipeName recipe={recipe} /> },
    { id: 'nutrition', header: 'Nutrition', cell: (recipe) => <RecipeNutrition recipe={recipe} /> },
    {
      id: 'description',
      header: 'Description',
      cell: (recipe) => <Description text={recipe.description} max={DESCRIPTION_PREVIEW_LENGTH} />,
    },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (recipe) => <RecipeRowActions recipe={recipe} {...actions} />,
    },
  ];

  const pageIds = recipes.map((recipe) => recipe.id);
  return (
    <ResponsiveList
      items={recipes}
      columns={
        selection
          ? [
              selectionColumn(
                selection,
                recipes,
                (recipe) => recipe.id,
                (recipe) => recipe.name,
              ),
              ...columns,
            ]
          : columns
      }
      getKey={(recipe) => recipe.id}
      caption="Recipes"
      onItemClick={(recipe) => navigate(routePaths.recipe(recipe.id))}
      renderCard={(recipe) => (
        <SelectableCard selection={selection} id={recipe.id} name={recipe.name} pageIds={pageIds}>
          <div className="flex flex-col gap-3">
            <div className="flex items-start justify-between gap-2">
              <RecipeName recipe={recipe} />
              <RecipeRowActions recipe={recipe} {...actions} editOnly />
            </div>
            <RecipeNutrition recipe={recipe} />
            {recipe.description && (
              <Description text={recipe.description} max={DESCRIPTION_PREVIEW_LENGTH_MOBILE} />
            )}
          </div>
        </SelectableCard>
      )}
    />
  );
}
