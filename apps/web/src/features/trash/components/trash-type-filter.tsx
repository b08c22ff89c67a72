import { TRASH_TYPES, trashTypeLabels, type TrashType } from '@coachboard/contract';
import { Select } from '@/components/ui/select';
import { humanize } from '@/lib/format';

export const trashFilterNames = ['type'] as const;

const typeOptions = TRASH_TYPES.map((type) => ({ value: type, label: humanize(trashTypeLabels[type].many) }));

/** The URL's type, when it is one the trash knows. */
export const trashTypeOf = (value: string | undefined): TrashType | undefined =>
  (TRASH_TYPES as readonly string[]).includes(value ?? '') ? (value as TrashType) : undefined;

export function TrashTypeFilter({
  type,
  onChange,
}: {
  type: TrashType | undefined;
  onChange: (type: string | undefined) => void;
}) {
  return (
    <Select
      aria-label="Filter by type"
      className="w-full sm:w-48"
      value={type ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      options={typeOptions}
      placeholder="All types"
    />
  );
}
