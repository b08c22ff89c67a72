import type { ProgramListKind } from '@coachboard/contract';
import { SegmentedFilter, type SegmentedFilterOption } from '@/components/ui/segmented-filter';

export type ProgramKindFilterValue = 'programs' | ProgramListKind;

const options: SegmentedFilterOption<ProgramKindFilterValue>[] = [
  { value: 'programs', label: 'Programs' },
  { value: 'personal_copies', label: 'Personal copies' },
];

/** The programs list shows every program but personal copies, or only those. */
export function ProgramKindFilter({
  value,
  onChange,
}: {
  value: ProgramKindFilterValue;
  onChange: (value: ProgramKindFilterValue) => void;
}) {
  return <SegmentedFilter label="Program kind" options={options} value={value} onChange={onChange} />;
}
