import { useNavigate } from 'react-router';
import { MEAL_PLANS_PAGE_SIZE, mealPlanMessages, type MealPlanSummary } from '@coachboard/contract';
import { Plus, SearchX, ShoppingBasket } from 'lucide-react';
import { useMovedToTrash } from '@/components/feedback/use-moved-to-trash';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPage } from '@/components/ui/list-page';
import { ListPagination } from '@/components/ui/list-pagination';
import { RefreshButton } from '@/components/ui/refresh-button';
import { SearchBar } from '@/components/ui/search-bar';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/permissions';
import { routePaths } from '@/lib/route-paths';
import { useTrashRetentionDays } from '@/lib/trash-api';
import { useListDialog } from '@/lib/use-list-dialog';
import { usePagedList } from '@/lib/use-paged-list';
import { getMealPlansQueryOptions } from '../api/get-meal-plans';
import { mealPlanKeys } from '../api/meal-plan-query-keys';
import { useDeleteMealPlan, useDuplicateMealPlan } from '../api/save-meal-plan';
import { CreateMealPlanModal } from '../components/create-meal-plan-modal';
import { MealPlansTable } from '../components/meal-plans-table';

type OpenDialog = { kind: 'create' } | { kind: 'delete'; plan: MealPlanSummary };

/** The 'Meal plans' library: suggestions built from recipes, listed, searched, duplicated and deleted. */
export function Component() {
  const list = usePagedList({
    listQuery: ({ searchTerm, page }) =>
      getMealPlansQueryOptions({ searchTerm: searchTerm || undefined, page, per_page: MEAL_PLANS_PAGE_SIZE }),
    refreshKey: mealPlanKeys.all,
  });
  const { searchTerm, isSearchMode, search, leaveSearch, query, result, items: plans } = list;
  const [dialog, setDialog] = useListDialog<OpenDialog>();
  const can = useCan();
  const navigate = useNavigate();
  const duplicate = useDuplicateMealPlan();
  const remove = useDeleteMealPlan();
  const days = useTrashRetentionDays();
  const movedToTrash = useMovedToTrash({ invalidate: [mealPlanKeys.all] });

  return (
    <>
      <ListPage
        title={mealPlanMessages.title}
        actions={
          <>
            <RefreshButton onClick={list.refresh} isFetching={query.isFetching} />
            {can('mealPlans.create') && (
              <Button onClick={() => setDialog({ kind: 'create' })}>
                <Plus aria-hidden className="size-4" />
                Create meal plan
              </Button>
            )}
          </>
        }
        toolbar={
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-300">{mealPlanMessages.suggestionNotice}</p>
            <SearchBar
              key={list.searchBoxKey}
              term={searchTerm}
              onSearch={search}
              onClear={leaveSearch}
              placeholder="Search meal plans..."
              label="Search meal plans"
              isSearching={isSearchMode && query.isFetching}
              requireTerm
              clearOnlyInSearchMode
            />
          </div>
        }
        banners={
          <>
            {query.isError && <Alert>{errorMessage(query.error, mealPlanMessages.loadFailed)}</Alert>}
            {duplicate.isError && (
              <Alert onDismiss={() => duplicate.reset()}>
                {errorMessage(duplicate.error, mealPlanMessages.saveFailed)}
              </Alert>
            )}
          </>
        }
        isLoading={query.isPending && !query.isError}
        loadingLabel="Loading meal plans..."
        isEmpty={plans.length === 0}
        empty={
          isSearchMode ? (
            <EmptyState icon={SearchX} title={mealPlanMessages.noResults} />
          ) : (
            <EmptyState
              icon={ShoppingBasket}
              title={mealPlanMessages.noPlans}
              description={mealPlanMessages.noPlansHint}
            />
          )
        }
        pagination={
          result && (
            <ListPagination
              page={result}
              itemLabel="meal plans"
              onPageChange={list.setPage}
              disabled={query.isFetching}
            />
          )
        }
      >
        <MealPlansTable
          plans={plans}
          onDuplicate={
            can('mealPlans.duplicate')
              ? (plan) =>
                  duplicate.mutate(plan.id, {
                    onSuccess: (copy) => void navigate(routePaths.mealPlan(copy.id)),
                  })
              : undefined
          }
          onDelete={can('mealPlans.delete') ? (plan) => setDialog({ kind: 'delete', plan }) : undefined}
        />
      </ListPage>

      {dialog?.kind === 'create' && (
        <CreateMealPlanModal
          onClose={() => setDialog(null)}
          onCreated={(plan) => void navigate(routePaths.mealPlan(plan.id))}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDialog
          id={dialog.plan.id}
          mutation={remove}
          title={mealPlanMessages.deleteTitle}
          message={
            <>
              {mealPlanMessages.deleteConfirm(days)}{' '}
              <strong className="font-semibold text-ink dark:text-white">{dialog.plan.name}</strong>
            </>
          }
          errorText={(error) => `Error: ${errorMessage(error, 'The meal plan could not be deleted.')}`}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            movedToTrash({ record: { type: 'meal-plan', id: dialog.plan.id } });
            list.onItemDeleted();
          }}
        />
      )}
    </>
  );
}
