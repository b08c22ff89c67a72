import { dayTargetsOf, type DayTargets, type UserMealPlan } from '@coachboard/contract';
import { useEffect } from 'react';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useTargetTemplates, useUserTargets } from '../api/pickers';

/**
 * 'Hold days to': the target profile the days' totals are compared with, a target template's or an assigned
 * user's; none by default (a plan by itself has no targets: totals only).
 */
export function TargetSourceSelect({
  value,
  onValueChange,
  assigned,
  onTargets,
}: {
  value: string;
  onValueChange: (value: string) => void;
  assigned: readonly UserMealPlan[];
  onTargets: (targets: DayTargets | null) => void;
}) {
  const templates = useTargetTemplates();
  const userId = value.startsWith('user:') ? Number(value.slice(5)) : null;
  const userTargets = useUserTargets(userId);
  const template = value.startsWith('template:')
    ? (templates.data?.data.find((item) => item.id === Number(value.slice(9))) ?? null)
    : null;
  const targets = template
    ? dayTargetsOf(template)
    : userId !== null
      ? dayTargetsOf(userTargets.data?.targets ?? null)
      : null;
  const signature = JSON.stringify(targets);
  useEffect(() => {
    onTargets(targets);
    // The targets are compared by value: a new object of the same targets changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);

  return (
    <Field label="Hold days to" hint="Targets come first; a plan is checked against them.">
      <Select value={value} onChange={(event) => onValueChange(event.target.value)}>
        <option value="">No targets (totals only)</option>
        {(templates.data?.data ?? []).map((item) => (
          <option
            key={`template:${item.id}`}
            value={`template:${item.id}`}
          >{`Template: ${item.name}`}</option>
        ))}
        {assigned.map((user) => (
          <option
            key={`user:${user.user_id}`}
            value={`user:${user.user_id}`}
          >{`User: ${user.user_name}`}</option>
        ))}
      </Select>
    </Field>
  );
}
