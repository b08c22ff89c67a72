import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionMessages, shoppingListSchema } from '@coachboard/contract';
import { api, buildUrl, refreshSession } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { getAccessToken } from '@/lib/session-storage';
import { mealPlanKeys } from './meal-plan-query-keys';

export interface ShoppingListParams {
  servings_factor?: number | undefined;
  days?: string | undefined;
}

export const getShoppingListQueryOptions = (id: number, params: ShoppingListParams) =>
  queryOptions({
    queryKey: mealPlanKeys.shoppingList(id, params),
    queryFn: ({ signal }) =>
      api.get(`/meal-plans/${id}/shopping-list`, {
        query: { ...params },
        schema: shoppingListSchema,
        signal,
      }),
  });

export const useShoppingList = (id: number, params: ShoppingListParams) =>
  useQuery(getShoppingListQueryOptions(id, params));

const requestCsv = (id: number, params: ShoppingListParams) =>
  fetch(buildUrl(`/meal-plans/${id}/shopping-list`, { ...params, format: 'csv' }), {
    headers: { Accept: 'text/csv', Authorization: `Bearer ${getAccessToken() ?? ''}` },
  });

/** 'Download CSV': the list as the server writes it, saved under its own file name. */
export const downloadShoppingListCsv = async (id: number, params: ShoppingListParams) => {
  let response = await requestCsv(id, params);
  if (response.status === 401 || response.status === 403) {
    await refreshSession();
    response = await requestCsv(id, params);
  }
  if (!response.ok) throw new ApiError(sessionMessages.httpError(response.status), response.status);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'shopping-list.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
