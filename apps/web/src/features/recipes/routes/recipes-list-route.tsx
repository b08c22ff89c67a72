import { recipeMessages, type Recipe } from '@coachboard/contract';
import { ChefHat } from 'lucide-react';
import { LibraryListPage } from '@/components/ui/library-list-page';
import { BulkDeleteBar } from '@/components/bulk-delete/bulk-delete-bar';
import { useCan } from '@/lib/permissions';
import { useListDialog } from '@/lib/use-list-dialog';
import { useRowSelection } from '@/lib/use-row-selection';
import { useCreateRecipe } from '../api/create-recipe';
import { recipeKeys } from '../api/recipe-query-keys';
import { useUpdateRecipe } from '../api/update-recipe';
import { DeleteRecipeDialog } from '../components/delete-recipe-dialog';
import { RecipeFormModal } from '../components/recipe-form-modal';
import { RecipesTable } from '../components/recipes-table';
import { useRecipeList } from '../components/use-recipe-list';

type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'delete'; recipe: Recipe };

export function Component() {
  const list = useRecipeList();
  const { searchTerm, isSearchMode, result, items: recipes } = list;
  const [dialog, setDialog] = useListDialog<OpenDialog>();
  const can = useCan();
  const createRecipe = useCreateRecipe();
  const updateRecipe = useUpdateRecipe();
  // What "all matching" means: the query of the page on view without its page.
  const matching = isSearchMode ? { searchTerm } : {};
  const selection = useRowSelection(JSON.stringify(matching));

  return (
    <>
      <LibraryListPage
        list={list}
        title="Recipe Library"
        create={
          can('recipes.create')
            ? { label: 'Add Recipe', onClick: () => setDialog({ kind: 'create' }) }
            : undefined
        }
        search={{
          placeholder: 'Search recipes...',
          label: 'Search recipes',
          requireTerm: true,
          clearOnlyInSearchMode: true,
        }}
        loadError={list.loadError}
        banners={
          can('recipes.bulkDelete') && (
            <BulkDeleteBar
              type="recipe"
              selection={selection}
              pageIds={recipes.map((recipe) => recipe.id)}
              page={result}
              matching={matching}
              invalidate={[recipeKeys.all]}
            />
          )
        }
        loadingLabel="Loading recipes..."
        empty={{ icon: ChefHat, title: recipeMessages.noRecipes, description: recipeMessages.noRecipesHint }}
        noResults={{ title: recipeMessages.noResults, description: recipeMessages.noResultsHint }}
        itemLabel="recipes"
        searchSummary
        dimWhileLoading
      >
        <RecipesTable
          recipes={recipes}
          selection={can('recipes.bulkDelete') ? selection : undefined}
          onEdit={can('recipes.update') ? (recipe) => setDialog({ kind: 'edit', recipe }) : undefined}
          onDelete={can('recipes.delete') ? (recipe) => setDialog({ kind: 'delete', recipe }) : undefined}
        />
      </LibraryListPage>

      {dialog?.kind === 'create' && can('recipes.create') && (
        <RecipeFormModal
          onClose={() => setDialog(null)}
          onSubmit={(input) => createRecipe.mutateAsync(input)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <RecipeFormModal
          key={dialog.recipe.id}
          recipe={dialog.recipe}
          onClose={() => setDialog(null)}
          onSubmit={(input) => updateRecipe.mutateAsync({ recipeId: dialog.recipe.id, input })}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteRecipeDialog
          recipe={dialog.recipe}
          onClose={() => setDialog(null)}
          onDeleted={list.onItemDeleted}
        />
      )}
    </>
  );
}
