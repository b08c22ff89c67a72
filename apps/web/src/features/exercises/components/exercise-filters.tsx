import { formatEnumLabel, targetMuscleGroups } from '@coachboard/contract';
import { Select } from '@/components/ui/select';

export const exerciseFilterNames = ['target_muscle_group', 'location'] as const;
export type ExerciseFilterName = (typeof exerciseFilterNames)[number];

const targetOptions = targetMuscleGroups.map((value) => ({ value, label: formatEnumLabel(value) }));
const locationOptions = [
  { value: 'home', label: 'At home' },
  { value: 'gym', label: 'Gym based' },
];

/** The list call's filters as query parameters. */
export const filterQuery = (filters: Partial<Record<ExerciseFilterName, string>>) => ({
  target_muscle_group: (targetMuscleGroups as readonly string[]).includes(filters.target_muscle_group ?? '')
    ? (filters.target_muscle_group as (typeof targetMuscleGroups)[number])
    : undefined,
  is_at_home: filters.location === 'home' ? true : undefined,
  is_gym_based: filters.location === 'gym' ? true : undefined,
});

interface ExerciseFiltersProps {
  filters: Partial<Record<ExerciseFilterName, string>>;
  onChange: (name: ExerciseFilterName, value: string | undefined) => void;
}

/** Target muscle group and location filters; both live in the URL. */
export function ExerciseFilters({ filters, onChange }: ExerciseFiltersProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <Select
        aria-label="Filter by target muscle group"
        className="w-full sm:w-56"
        value={filters.target_muscle_group ?? ''}
        onChange={(event) => onChange('target_muscle_group', event.target.value || undefined)}
        options={targetOptions}
        placeholder="All muscle groups"
      />
      <Select
        aria-label="Filter by location"
        className="w-full sm:w-44"
        value={filters.location ?? ''}
        onChange={(event) => onChange('location', event.target.value || undefined)}
        options={locationOptions}
        placeholder="Any location"
      />
    </div>
  );
}
