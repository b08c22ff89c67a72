import { useState } from 'react';
import { isAppUser, mealPlanAssignmentMessages, displayName } from '@coachboard/contract';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { FormModal } from '@/components/ui/form-modal';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { errorMessage } from '@/lib/api-error';
import {
  useAppUserChoices,
  useAssignMealPlan,
  useMealPlanChoices,
  useMealPlanDays,
} from '@/lib/meal-plan-assignment-api';

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * 'Assign to users': a meal plan for one or many users from a date; their training dates (by their own schedule)
 * take the chosen training day, their rest dates the rest day. From a plan the users are chosen here; from the
 * users list's selection the plan is.
 */
export function AssignMealPlanDialog({
  planId: fixedPlanId,
  userIds: fixedUserIds,
  onClose,
  onAssigned,
}: {
  planId?: number;
  userIds?: readonly number[];
  onClose: () => void;
  onAssigned: (count: number) => void;
}) {
  const [planId, setPlanId] = useState<number | null>(fixedPlanId ?? null);
  const [planTerm, setPlanTerm] = useState('');
  const [userTerm, setUserTerm] = useState('');
  const [chosen, setChosen] = useState<Map<number, string>>(new Map());
  const [trainingDay, setTrainingDay] = useState('');
  const [restDay, setRestDay] = useState('');
  const [startsOn, setStartsOn] = useState(todayUtc());
  const [endsOn, setEndsOn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const plans = useMealPlanChoices(planTerm.trim(), fixedPlanId === undefined);
  const plan = useMealPlanDays(planId);
  const users = useAppUserChoices(userTerm.trim(), fixedUserIds === undefined);
  const assign = useAssignMealPlan();
  const days = plan.data?.days ?? [];
  const dayOptions = days.map((day) => ({ value: String(day.id), label: day.name }));
  const userIds = fixedUserIds ? [...fixedUserIds] : [...chosen.keys()];

  const defaultDay = (kind: 'training' | 'rest') => days.find((day) => day.meant_for === kind)?.id;
  const trainingValue = trainingDay || String(defaultDay('training') ?? '');
  const restValue = restDay || String(defaultDay('rest') ?? '');

  return (
    <FormModal
      open
      onOpenChange={(open) => !open && onClose()}
      title={mealPlanAssignmentMessages.title}
      submitLabel={
        userIds.length > 0
          ? `Assign to ${userIds.length} ${userIds.length === 1 ? 'user' : 'users'}`
          : 'Assign'
      }
      submitDisabled={userIds.length === 0 || planId === null}
      isSubmitting={assign.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        if (planId === null) return;
        setProblem(null);
        assign.mutate(
          {
            planId,
            input: {
              user_ids: userIds,
              training_day_id: trainingValue ? Number(trainingValue) : null,
              rest_day_id: restValue ? Number(restValue) : null,
              starts_on: startsOn,
              ends_on: endsOn || null,
            },
          },
          {
            onSuccess: (result) => onAssigned(result.assigned),
            onError: (error) => setProblem(errorMessage(error, 'The meal plan could not be assigned.')),
          },
        );
      }}
    >
      {problem && <Alert>{problem}</Alert>}
      {fixedPlanId === undefined && (
        <Field label="Meal plan" required>
          <div className="flex flex-col gap-2">
            <SearchInput
              label="Find a meal plan"
              value={planTerm}
              onChange={(event) => setPlanTerm(event.target.value)}
            />
            <Select
              aria-label="Meal plan"
              value={planId === null ? '' : String(planId)}
              placeholder="Choose a meal plan"
              options={(plans.data?.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
              onChange={(event) => setPlanId(event.target.value ? Number(event.target.value) : null)}
            />
          </div>
        </Field>
      )}
      {fixedUserIds === undefined ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold">Users</legend>
          <SearchInput
            label="Find users"
            value={userTerm}
            onChange={(event) => setUserTerm(event.target.value)}
          />
          <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
            {(users.data?.data ?? []).filter(isAppUser).map((user) => {
              const name = displayName(user);
              return (
                <li key={user.id}>
                  <Checkbox
                    label={name}
                    checked={chosen.has(user.id)}
                    onCheckedChange={(checked) => {
                      const next = new Map(chosen);
                      if (checked) next.set(user.id, name);
                      else next.delete(user.id);
                      setChosen(next);
                    }}
                  />
                </li>
              );
            })}
          </ul>
          {chosen.size > 0 && <p className="text-sm">{`Chosen: ${[...chosen.values()].join(', ')}`}</p>}
        </fieldset>
      ) : (
        <p className="text-sm">{`${fixedUserIds.length} selected ${fixedUserIds.length === 1 ? 'user' : 'users'}`}</p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={mealPlanAssignmentMessages.trainingDay}>
          <Select
            value={trainingValue}
            placeholder="None"
            options={dayOptions}
            onChange={(event) => setTrainingDay(event.target.value)}
          />
        </Field>
        <Field label={mealPlanAssignmentMessages.restDay}>
          <Select
            value={restValue}
            placeholder="None"
            options={dayOptions}
            onChange={(event) => setRestDay(event.target.value)}
          />
        </Field>
        <Field label={mealPlanAssignmentMessages.startsOn}>
          <TextInput type="date" value={startsOn} onChange={(event) => setStartsOn(event.target.value)} />
        </Field>
        <Field label={mealPlanAssignmentMessages.endsOn}>
          <TextInput type="date" value={endsOn} onChange={(event) => setEndsOn(event.target.value)} />
        </Field>
      </div>
    </FormModal>
  );
}
