import { RECIPE_SEARCH_PAGE_SIZE, RECIPES_PAGE_SIZE, recipeMessages } from '@coachboard/contract';
import { errorMessage } from '@/lib/api-error';
import { usePagedList } from '@/lib/use-paged-list';
import { getRecipesQueryOptions } from '../api/get-recipes';
import { recipeKeys } from '../api/recipe-query-keys';
import { searchRecipesQueryOptions } from '../api/search-recipes';

/**
 * The recipe list state: normal mode pages through GET /recipes, search mode (a non-empty term in the URL)
 * through GET /recipes/search; writes invalidate both, so the current search page is re-run.
 */
export function useRecipeList() {
  const list = usePagedList({
    listQuery: ({ page }) => getRecipesQueryOptions({ page, per_page: RECIPES_PAGE_SIZE }),
    searchQuery: ({ searchTerm, page }) =>
      searchRecipesQueryOptions({ searchTerm, page, per_page: RECIPE_SEARCH_PAGE_SIZE }),
    refreshKey: recipeKeys.all,
  });
  const { query, isSearchMode } = list;

  const loadError = query.isError
    ? isSearchMode
      ? recipeMessages.searchError(errorMessage(query.error, recipeMessages.searchFailed))
      : recipeMessages.loadError(errorMessage(query.error, recipeMessages.fetchFailed))
    : null;

  return { ...list, loadError };
}
