import { userListMessages, type UserListSort } from '@coachboard/contract';
import { SegmentedFilter, type SegmentedFilterOption } from '@/components/ui/segmented-filter';

type Order = 'joined' | UserListSort;

const options: SegmentedFilterOption<Order>[] = [
  { value: 'joined', label: userListMessages.sortLabels.joined },
  { value: 'ends_on', label: userListMessages.sortLabels.ends_on },
];

/** The 'Programs ending soon' list's order: its usual one, or by the end of each user's program. */
export function EndingOrderFilter({
  value,
  onChange,
}: {
  value: UserListSort | undefined;
  onChange: (value: UserListSort | undefined) => void;
}) {
  return (
    <SegmentedFilter
      label={userListMessages.sortGroup}
      options={options}
      value={value ?? 'joined'}
      onChange={(order) => onChange(order === 'joined' ? undefined : order)}
    />
  );
}
