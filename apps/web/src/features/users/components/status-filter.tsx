import type { UserStatusFilter } from '@coachboard/contract';
import { SegmentedFilter, type SegmentedFilterOption } from '@/components/ui/segmented-filter';

const options: SegmentedFilterOption<UserStatusFilter>[] = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'all', label: 'All' },
];

/** Active / Inactive / All, as a group of toggle buttons. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: UserStatusFilter;
  onChange: (value: UserStatusFilter) => void;
}) {
  return <SegmentedFilter label="Status filter" options={options} value={value} onChange={onChange} />;
}
