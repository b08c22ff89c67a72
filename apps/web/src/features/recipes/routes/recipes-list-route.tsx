import { recipeMessages, type Recipe } from '@coachboard/contract';
import { ChefHat, Plus, SearchX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPage } from '@/components/ui/list-page';
import { ListPagination } from '@/components/ui/list-pagination';
import { RefreshButton } from '@/components/ui/refresh-button';
import { SearchBar } from '@/components/ui/search-bar';
import { BulkDeleteBar } from '@/components/bulk-delete/bulk-delete-bar';
import { cn } from '@/lib/cn';
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
  const { searchTerm, isSearchMode, search, leaveSearch, query, result, items: recipes } = list;
  const [dialog, setDialog] = useListDialog<OpenDialog>();
  const can = useCan();
  const createRecipe = useCreateRecipe();
  const updateRecipe = useUpdateRecipe();
  // What "all matching" means: the query of the page on view without its page.
  const matching = isSearchMode ? { searchTerm } : {};
  const selection = useRowSelection(JSON.stringify(matching));

  return (
    <>
      <ListPage
        title="Recipe Library"
        actions={
          <>
            <RefreshButton onClick={list.refresh} isFetching={query.isFetching} />
            {can('recipes.create') && (
              <Button onClick={() => setDialog({ kind: 'create' })}>
                <Plus aria-hidden className="size-4" />
                Add Recipe
              </Button>
            )}
          </>
        }
        toolbar={
          <SearchBar
            key={list.searchBoxKey}
            term={searchTerm}
            onSearch={search}
            onClear={leaveSearch}
            placeholder="Search recipes..."
            label="Search recipes"
            isSearching={isSearchMode && query.isFetching}
            requireTerm
            clearOnlyInSearchMode
          />
        }
        banners={
          <>
            {list.loadError && <Alert>{list.loadError}</Alert>}
            {can('recipes.bulkDelete') && (
              <BulkDeleteBar
                type="recipe"
                selection={selection}
                pageIds={recipes.map((recipe) => recipe.id)}
                page={result}
                matching={matching}
                invalidate={[recipeKeys.all]}
              />
            )}
          </>
        }
        isLoading={query.isPending && !query.isError}
        loadingLabel="Loading recipes..."
        isEmpty={recipes.length === 0}
        empty={
          isSearchMode ? (
            <EmptyState
              icon={SearchX}
              title={recipeMessages.noResults}
              description={recipeMessages.noResultsHint}
            />
          ) : (
            <EmptyState
              icon={ChefHat}
              title={recipeMessages.noRecipes}
              description={recipeMessages.noRecipesHint}
            />
          )
        }
        pagination={
          result && (
            <ListPagination
              page={result}
              itemLabel="recipes"
              summarySuffix={isSearchMode ? '(search results)' : undefined}
              alwaysVisible={isSearchMode}
              onPageChange={list.setPage}
              disabled={query.isFetching}
            />
          )
        }
      >
        <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          <RecipesTable
            recipes={recipes}
            selection={can('recipes.bulkDelete') ? selection : undefined}
            onEdit={can('recipes.update') ? (recipe) => setDialog({ kind: 'edit', recipe }) : undefined}
            onDelete={can('recipes.delete') ? (recipe) => setDialog({ kind: 'delete', recipe }) : undefined}
          />
        </div>
      </ListPage>

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
