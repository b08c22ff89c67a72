import { useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { recipeMessages, type Recipe } from '@coachboard/contract';
import { Pencil } from 'lucide-react';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { HistoryPanel } from '@/components/history/history-panel';
import { LoadingScreen } from '@/components/ui/spinner';
import { isNotFound } from '@/lib/api-error';
import { invalidateKeys } from '@/lib/query-keys';
import { useRememberOpened } from '@/lib/recent-records';
import { useCan } from '@/lib/permissions';
import { routeId, routePaths } from '@/lib/route-paths';
import { useRecipe } from '../api/get-recipe';
import { recipeKeys } from '../api/recipe-query-keys';
import { useUpdateRecipe } from '../api/update-recipe';
import {
  DirectionsCard,
  IngredientsCard,
  NutritionCard,
  RecipeInfoCard,
} from '../components/recipe-detail-cards';
import { RecipeFormModal } from '../components/recipe-form-modal';
import { RecipeImage } from '../components/recipe-image';

function RecipeDetailError({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={routePaths.recipes}>Back to Recipes</BackLink>
      <Card>
        <ErrorState title={message} />
      </Card>
    </div>
  );
}

function RecipeDetailView({ recipe }: { recipe: Recipe }) {
  const updateRecipe = useUpdateRecipe();
  const queryClient = useQueryClient();
  const [isEditing, setEditing] = useState(false);
  const can = useCan();
  const hasIngredients = recipe.ingredients.some((section) => section.items.length > 0);
  useRememberOpened({
    kind: 'recipes',
    id: recipe.id,
    title: recipe.name,
    subtitle: recipe.calories === null ? '' : `${recipe.calories} kcal`,
    path: routePaths.recipe(recipe.id),
  });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <BackLink to={routePaths.recipes}>Back to Recipes</BackLink>
        {can('recipes.update') && (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            <Pencil aria-hidden className="size-4" />
            Edit Recipe
          </Button>
        )}
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <Card>
            <CardContent className="grid gap-6 md:grid-cols-2">
              <RecipeImage recipe={recipe} />
              <div className="flex min-w-0 flex-col gap-2">
                <h1 className="text-2xl font-bold tracking-tight break-words text-ink dark:text-white">
                  {recipe.name}
                </h1>
                {recipe.description && (
                  <p className="text-sm leading-relaxed whitespace-pre-line text-slate-600 dark:text-slate-300">
                    {recipe.description}
                  </p>
                )}
              </div>
            </CardContent>
          </Card>
          <NutritionCard recipe={recipe} />
          {hasIngredients && <IngredientsCard recipe={recipe} />}
          <DirectionsCard directions={recipe.directions} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <RecipeInfoCard recipe={recipe} />
        </div>
      </div>
      <HistoryPanel
        type="recipe"
        id={recipe.id}
        follows={recipeKeys.detail(recipe.id)}
        onReverted={() => invalidateKeys(queryClient, [recipeKeys.detail(recipe.id), ...recipeKeys.pages()])}
      />

      {isEditing && (
        <RecipeFormModal
          recipe={recipe}
          onClose={() => setEditing(false)}
          onSubmit={(input) => updateRecipe.mutateAsync({ recipeId: recipe.id, input })}
        />
      )}
    </div>
  );
}

export function Component() {
  const recipeId = routeId(useParams().id);
  const recipeQuery = useRecipe(recipeId ?? 0, { enabled: recipeId !== null });

  if (recipeId === null) return <RecipeDetailError message={recipeMessages.notFound} />;
  if (recipeQuery.isError) {
    const message = isNotFound(recipeQuery.error) ? recipeMessages.notFound : recipeMessages.detailUnexpected;
    return <RecipeDetailError message={message} />;
  }
  if (recipeQuery.isPending) return <LoadingScreen message="Loading recipe..." />;
  return <RecipeDetailView recipe={recipeQuery.data} />;
}
