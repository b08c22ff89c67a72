import { TRASH_TYPES, trashTypeLabels, unreadableTrashTypes, type TrashType } from '@coachboard/contract';
import { Select } from '@/components/ui/select';
import { humanize } from '@/lib/format';
import { useTeamRole } from '@/lib/permissions';

export const trashFilterNames = ['type'] as const;

const typeOption = (type: TrashType) => ({ value: type, label: humanize(trashTypeLabels[type].many) });

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
  // The API leaves out the types the role may not read (moderators: nutrition), so they are not offered.
  const hidden = unreadableTrashTypes(useTeamRole());
  const typeOptions = TRASH_TYPES.filter((option) => !hidden.includes(option)).map(typeOption);
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
