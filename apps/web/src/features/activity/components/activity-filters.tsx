import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_ACTIONS,
  AUDIT_RECORD_CONTENT_TYPES,
  AUDIT_RECORD_TYPES,
  auditActionLabels,
  auditRecordTypeLabels,
  TEAM_ACTIVITY_PERMISSION,
  unreadableRecordTypes,
} from '@coachboard/contract';
import { FilterX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { useCan, useTeamRole } from '@/lib/permissions';
import { AdminFilter } from './admin-filter';
import type { ActivityFilter, ActivityFilters as Filters } from './use-activity-params';

const typeOptionsOf = (types: readonly (typeof AUDIT_RECORD_TYPES)[number][]) =>
  types.map((type) => ({ value: type, label: auditRecordTypeLabels[type] }));
const actionOptionsOf = (actions: readonly (typeof AUDIT_ACTIONS)[number][]) =>
  actions.map((action) => ({ value: action, label: auditActionLabels[action] }));

interface ActivityFiltersProps {
  filters: Filters;
  /** The filtered admin's name from the entries on screen, shown while their record loads. */
  actorName: string | undefined;
  hasFilters: boolean;
  onChange: (name: ActivityFilter, value: string | number | undefined) => void;
  onClear: () => void;
}

/** Admin, record type, action and a range of days; each change is a new URL and starts from the newest entry. */
export function ActivityFilters({ filters, actorName, hasFilters, onChange, onClear }: ActivityFiltersProps) {
  // A role that may not read the team's activity is offered only the types and actions the API shows it.
  const seesTeam = useCan()(TEAM_ACTIVITY_PERMISSION);
  const hiddenTypes: readonly string[] = unreadableRecordTypes(useTeamRole());
  const typeOptions = typeOptionsOf(
    (seesTeam ? AUDIT_RECORD_TYPES : AUDIT_RECORD_CONTENT_TYPES).filter(
      (type) => !hiddenTypes.includes(type),
    ),
  );
  const actionOptions = actionOptionsOf(seesTeam ? AUDIT_ACTIONS : AUDIT_RECORD_ACTIONS);
  return (
    <form
      aria-label="Activity filters"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1.4fr)_repeat(4,minmax(0,1fr))]"
    >
      <AdminFilter
        actorId={filters.actor}
        knownName={actorName}
        onChange={(actor) => onChange('actor', actor)}
      />
      <Field label="Record type">
        <Select
          value={filters.type ?? ''}
          options={typeOptions}
          placeholder="All types"
          onChange={(event) => onChange('type', event.target.value)}
        />
      </Field>
      <Field label="Action">
        <Select
          value={filters.action ?? ''}
          options={actionOptions}
          placeholder="All actions"
          onChange={(event) => onChange('action', event.target.value)}
        />
      </Field>
      <Field label="From">
        <TextInput
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange('from', event.target.value)}
        />
      </Field>
      <Field label="To">
        <TextInput
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange('to', event.target.value)}
        />
      </Field>
      {hasFilters && (
        <div className="sm:col-span-2 lg:col-span-5">
          <Button variant="ghost" size="sm" onClick={onClear}>
            <FilterX aria-hidden className="size-4" />
            Clear filters
          </Button>
        </div>
      )}
    </form>
  );
}
