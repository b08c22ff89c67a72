import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { mealPlanMessages, type DayTargets, type MealPlan } from '@coachboard/contract';
import { ClipboardPaste, Plus, Save, ShoppingCart, UserPlus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { AssignMealPlanDialog } from '@/components/meal-plans/assign-meal-plan-dialog';
import { useToast } from '@/components/feedback/toast';
import { Alert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { PageHeading } from '@/components/ui/page-heading';
import { LoadingScreen } from '@/components/ui/spinner';
import { TextInput } from '@/components/ui/text-input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isNotFound } from '@/lib/api-error';
import { useCan } from '@/lib/permissions';
import { invalidateKeys } from '@/lib/query-keys';
import { routePaths } from '@/lib/route-paths';
import { usePlanAssignments, useUnassignMealPlan } from '../api/assignments';
import { useMealPlan } from '../api/get-meal-plan';
import { mealPlanKeys } from '../api/meal-plan-query-keys';
import { useUpdateMealPlan } from '../api/save-meal-plan';
import { DayEditor } from '../components/day-editor';
import { PasteDayDialog } from '../components/paste-day-dialog';
import { daysInputOf, draftKey, draftOf, type DraftDay } from '../components/plan-draft';
import { TargetSourceSelect } from '../components/target-source-select';

const parseId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);

function PlanEditor({
  plan,
  source,
  onSourceChange,
}: {
  plan: MealPlan;
  source: string;
  onSourceChange: (source: string) => void;
}) {
  const can = useCan();
  const editable = can('mealPlans.update');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [name, setName] = useState(plan.name);
  const [description, setDescription] = useState(plan.description ?? '');
  const [days, setDays] = useState<DraftDay[]>(() => draftOf(plan));
  const [targets, setTargets] = useState<DayTargets | null>(null);
  const [dialog, setDialog] = useState<'paste' | 'assign' | null>(null);
  const update = useUpdateMealPlan(plan.id);
  const assignments = usePlanAssignments(plan.id);
  const unassign = useUnassignMealPlan(plan.id);

  const reload = async () => {
    await invalidateKeys(queryClient, [mealPlanKeys.detail(plan.id), ...mealPlanKeys.pages()]);
  };
  const save = () =>
    update.mutate(
      { name, description, days: daysInputOf(days), expected_updated_at: plan.updated_at },
      {
        onSuccess: (saved) => {
          setDays(draftOf(saved));
          toast.show({ tone: 'success', text: mealPlanMessages.updated });
        },
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <BackLink to={routePaths.mealPlans}>Back to meal plans</BackLink>
      <PageHeading
        title={plan.name}
        subtitle={mealPlanMessages.suggestionNotice}
        actions={
          <div className="flex flex-wrap gap-2">
            <Link
              to={routePaths.mealPlanShoppingList(plan.id)}
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 px-4 text-sm font-semibold dark:border-slate-600"
            >
              <ShoppingCart aria-hidden className="size-4" />
              Shopping list
            </Link>
            {can('mealPlans.assign') && (
              <Button variant="secondary" onClick={() => setDialog('assign')}>
                <UserPlus aria-hidden className="size-4" />
                Assign to users
              </Button>
            )}
            {can('mealPlans.pasteDay') && (
              <Button variant="secondary" onClick={() => setDialog('paste')}>
                <ClipboardPaste aria-hidden className="size-4" />
                Paste a day
              </Button>
            )}
            {editable && (
              <Button onClick={save} disabled={update.isPending}>
                <Save aria-hidden className="size-4" />
                Save plan
              </Button>
            )}
          </div>
        }
      />
      {update.isError && (
        <Alert onDismiss={() => update.reset()}>
          {errorMessage(update.error, mealPlanMessages.saveFailed)}
        </Alert>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Name" required>
          <TextInput value={name} disabled={!editable} onChange={(event) => setName(event.target.value)} />
        </Field>
        <TargetSourceSelect
          value={source}
          onValueChange={onSourceChange}
          assigned={assignments.data ?? []}
          onTargets={setTargets}
        />
        <Field label="Description" className="md:col-span-2">
          <Textarea
            rows={2}
            value={description}
            disabled={!editable}
            onChange={(event) => setDescription(event.target.value)}
          />
        </Field>
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        {days.map((day) => (
          <DayEditor
            key={day.key}
            day={day}
            targets={targets}
            editable={editable}
            onChange={(next) => setDays(days.map((other) => (other.key === day.key ? next : other)))}
            onRemove={() => setDays(days.filter((other) => other.key !== day.key))}
          />
        ))}
      </div>
      {editable && (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() =>
            setDays([
              ...days,
              {
                key: draftKey(),
                name: `Day ${days.length + 1}`,
                meant_for: 'any',
                meals: [{ key: draftKey(), name: 'Breakfast', items: [] }],
              },
            ])
          }
        >
          <Plus aria-hidden className="size-4" />
          Add day
        </Button>
      )}
      <section aria-labelledby="assigned-users" className="flex flex-col gap-2">
        <h2 id="assigned-users" className="text-lg font-semibold">
          Assigned users
        </h2>
        {(assignments.data ?? []).length === 0 ? (
          <p className="text-sm text-slate-500">Not assigned to anyone yet.</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {(assignments.data ?? []).map((row) => (
              <li key={row.user_id} className="flex items-center gap-2">
                <Link to={routePaths.user(row.user_id)} className="font-medium hover:underline">
                  {row.user_name}
                </Link>
                <span className="text-slate-500">{`from ${row.starts_on}${row.ends_on ? ` to ${row.ends_on}` : ''}`}</span>
                {can('mealPlans.unassign') && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => unassign.mutate(row.user_id)}
                    aria-label={`Unassign ${row.user_name}`}
                  >
                    Unassign
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {dialog === 'paste' && (
        <PasteDayDialog
          planId={plan.id}
          onClose={() => setDialog(null)}
          onAdded={() => {
            setDialog(null);
            toast.show({ tone: 'success', text: 'Day added' });
            void reload();
          }}
        />
      )}
      {dialog === 'assign' && (
        <AssignMealPlanDialog
          planId={plan.id}
          onClose={() => setDialog(null)}
          onAssigned={(count) => {
            setDialog(null);
            toast.show({
              tone: 'success',
              text: `Meal plan assigned to ${count} ${count === 1 ? 'user' : 'users'}`,
            });
            void reload();
          }}
        />
      )}
    </div>
  );
}

/** The meal plan editor: days, meals and recipes with servings, each day's totals against a chosen target. */
export function Component() {
  const id = parseId(useParams().id);
  const plan = useMealPlan(id ?? 0);
  const [source, setSource] = useState('');
  if (id === null) return <ErrorState title={mealPlanMessages.notFound} />;
  if (plan.isError)
    return (
      <ErrorState title={isNotFound(plan.error) ? mealPlanMessages.notFound : mealPlanMessages.loadFailed} />
    );
  if (plan.isPending) return <LoadingScreen message="Loading meal plan..." />;
  // Keyed by version: a saved or pasted plan starts the editor again from what the server holds.
  return (
    <PlanEditor key={plan.data.updated_at} plan={plan.data} source={source} onSourceChange={setSource} />
  );
}
