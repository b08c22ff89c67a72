import { useNavigate } from 'react-router';
import { MEAL_PLANS_PAGE_SIZE, mealPlanMessages, type MealPlanSummary } from '@coachboard/contract';
import { ShoppingBasket } from 'lucide-react';
import { MoveToTrashDialog } from '@/components/feedback/move-to-trash-dialog';
import { Alert } from '@/components/ui/alert';
import { LibraryListPage } from '@/components/ui/library-list-page';
import { errorMessage } from '@/lib/api-error';
import { useCan } from '@/lib/permissions';
import { routePaths } from '@/lib/route-paths';
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
  const { query, items: plans } = list;
  const [dialog, setDialog] = useListDialog<OpenDialog>();
  const can = useCan();
  const navigate = useNavigate();
  const duplicate = useDuplicateMealPlan();
  const remove = useDeleteMealPlan();

  return (
    <>
      <LibraryListPage
        list={list}
        title={mealPlanMessages.title}
        create={
          can('mealPlans.create')
            ? { label: 'Create meal plan', onClick: () => setDialog({ kind: 'create' }) }
            : undefined
        }
        search={{
          placeholder: 'Search meal plans...',
          label: 'Search meal plans',
          requireTerm: true,
          clearOnlyInSearchMode: true,
        }}
        toolbar={(searchBar) => (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-300">{mealPlanMessages.suggestionNotice}</p>
            {searchBar}
          </div>
        )}
        loadError={query.isError && errorMessage(query.error, mealPlanMessages.loadFailed)}
        banners={
          duplicate.isError && (
            <Alert onDismiss={() => duplicate.reset()}>
              {errorMessage(duplicate.error, mealPlanMessages.saveFailed)}
            </Alert>
          )
        }
        loadingLabel="Loading meal plans..."
        empty={{
          icon: ShoppingBasket,
          title: mealPlanMessages.noPlans,
          description: mealPlanMessages.noPlansHint,
        }}
        noResults={{ title: mealPlanMessages.noResults }}
        itemLabel="meal plans"
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
      </LibraryListPage>

      {dialog?.kind === 'create' && (
        <CreateMealPlanModal
          onClose={() => setDialog(null)}
          onCreated={(plan) => void navigate(routePaths.mealPlan(plan.id))}
        />
      )}
      {dialog?.kind === 'delete' && (
        <MoveToTrashDialog
          record={{ type: 'meal-plan', id: dialog.plan.id }}
          invalidate={[mealPlanKeys.all]}
          mutation={remove}
          title={mealPlanMessages.deleteTitle}
          message={(days) => (
            <>
              {mealPlanMessages.deleteConfirm(days)}{' '}
              <strong className="font-semibold text-ink dark:text-white">{dialog.plan.name}</strong>
            </>
          )}
          errorText={(error) => `Error: ${errorMessage(error, 'The meal plan could not be deleted.')}`}
          onClose={() => setDialog(null)}
          onDeleted={list.onItemDeleted}
        />
      )}
    </>
  );
}
