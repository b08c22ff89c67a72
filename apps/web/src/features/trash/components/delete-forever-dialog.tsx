import { currentDayWords, trashMessages, type TrashEntry } from '@coachboard/contract';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { errorMessage } from '@/lib/api-error';
import { usePurgeTrashEntry } from '../api/purge-trash-entry';

export interface DeleteForeverDialogProps {
  entry: Pick<TrashEntry, 'type' | 'id' | 'name' | 'goes_with'>;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Delete forever': the one delete that says it cannot be undone; it names what goes with the record. */
export function DeleteForeverDialog({ entry, onClose, onDeleted }: DeleteForeverDialogProps) {
  const purge = usePurgeTrashEntry();
  return (
    <DeleteDialog
      id={{ type: entry.type, id: entry.id }}
      mutation={purge}
      title={trashMessages.deleteForever}
      confirmLabel={trashMessages.deleteForever}
      message={
        <>
          {trashMessages.deleteForeverConfirm(entry.type)}
          <span className="mt-2 block font-semibold break-words text-ink dark:text-white">
            {currentDayWords(entry.name)}
          </span>
          {entry.goes_with && <span className="block">With it: {entry.goes_with}</span>}
        </>
      }
      errorText={(error) => `Error: ${errorMessage(error)}`}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
