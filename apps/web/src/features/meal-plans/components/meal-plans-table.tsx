import type { MealPlanSummary } from '@coachboard/contract';
import { Copy, ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ResponsiveList, type ListColumn } from '@/components/ui/list-page';
import { formatDate } from '@/lib/format';
import { routePaths } from '@/lib/route-paths';

export interface MealPlanActions {
  onDuplicate?: ((plan: MealPlanSummary) => void) | undefined;
  onDelete?: ((plan: MealPlanSummary) => void) | undefined;
}

function Actions({ plan, onDuplicate, onDelete }: MealPlanActions & { plan: MealPlanSummary }) {
  return (
    <div className="flex justify-end gap-1">
      <Link
        to={routePaths.mealPlanShoppingList(plan.id)}
        aria-label={`Shopping list of ${plan.name}`}
        className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        <ShoppingCart aria-hidden className="size-4" />
      </Link>
      {onDuplicate && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Duplicate ${plan.name}`}
          onClick={() => onDuplicate(plan)}
        >
          <Copy aria-hidden className="size-4" />
        </Button>
      )}
      {onDelete && (
        <Button variant="ghost" size="icon" aria-label={`Delete ${plan.name}`} onClick={() => onDelete(plan)}>
          <Trash2 aria-hidden className="size-4" />
        </Button>
      )}
    </div>
  );
}

const count = (value: number, one: string, many: string) => `${value} ${value === 1 ? one : many}`;

/** The meal plans: name (to the editor), days, assigned users, last change, and the row actions. */
export function MealPlansTable({ plans, ...actions }: MealPlanActions & { plans: MealPlanSummary[] }) {
  const name = (plan: MealPlanSummary) => (
    <Link
      to={routePaths.mealPlan(plan.id)}
      className="font-semibold text-ink hover:underline dark:text-white"
    >
      {plan.name}
    </Link>
  );
  const columns: ListColumn<MealPlanSummary>[] = [
    { id: 'name', header: 'Name', cell: name },
    { id: 'days', header: 'Days', cell: (plan) => count(plan.day_count, 'day', 'days') },
    { id: 'users', header: 'Assigned', cell: (plan) => count(plan.assigned_users, 'user', 'users') },
    { id: 'updated', header: 'Updated', cell: (plan) => formatDate(plan.updated_at) },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (plan) => <Actions plan={plan} {...actions} />,
    },
  ];
  return (
    <ResponsiveList
      items={plans}
      columns={columns}
      getKey={(plan) => plan.id}
      caption="Meal plans"
      renderCard={(plan) => (
        <div className="flex flex-col gap-1 text-sm">
          {name(plan)}
          <span>
            {count(plan.day_count, 'day', 'days')} · {count(plan.assigned_users, 'user', 'users')}
          </span>
          <Actions plan={plan} {...actions} />
        </div>
      )}
    />
  );
}
