import { useState, type UIEvent } from 'react';
import { formatEnumLabel, type UserProgram } from '@coachboard/contract';
import { Check, Plus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogBody, DialogFooter } from '@/components/ui/dialog';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useAssignProgram } from '../api/assign-program';
import { useSearchPrograms } from '../api/search-programs';

/** Infinite-scroll trigger: within 100 px of the bottom (spec part 2 section 9). */
const SCROLL_TRIGGER_PX = 100;

export interface AssignProgramModalProps {
  userId: number;
  userName: string;
  assigned: readonly UserProgram[];
  onClose: () => void;
}

/** A searchable program picker that loads more pages as the list scrolls. */
export function AssignProgramModal({ userId, userName, assigned, onClose }: AssignProgramModalProps) {
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim());
  const programs = useSearchPrograms(search);
  const assignProgram = useAssignProgram();
  const [assignedNow, setAssignedNow] = useState<number[]>([]);
  const assignedIds = new Set([...assigned.map((program) => program.id), ...assignedNow]);
  const items = programs.data?.pages.flatMap((page) => page.data) ?? [];

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    const nearBottom = list.scrollHeight - list.scrollTop - list.clientHeight <= SCROLL_TRIGGER_PX;
    if (nearBottom && programs.hasNextPage && !programs.isFetchingNextPage) void programs.fetchNextPage();
  };

  const assign = (programId: number) =>
    assignProgram.mutate(
      { userId, programId },
      { onSuccess: () => setAssignedNow((ids) => [...ids, programId]) },
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Assign Program"
      description={userName}
      size="md"
    >
      <DialogBody className="flex flex-col gap-3">
        <SearchInput
          label="Search programs"
          placeholder="Search programs by name..."
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
        {assignProgram.isError && <Alert>{errorMessage(assignProgram.error, 'Failed to assign item')}</Alert>}
        {programs.isError && <Alert>{errorMessage(programs.error, 'Failed to search programs')}</Alert>}
        {programs.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 py-8 text-sm text-slate-500">
            <Spinner /> Loading programs...
          </div>
        ) : items.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500 dark:text-slate-400">No programs found</p>
        ) : (
          <ul
            aria-label="Programs"
            onScroll={onScroll}
            className="flex max-h-80 flex-col divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-100 dark:divide-white/5 dark:border-white/10"
          >
            {items.map((program) => {
              const isAssigned = assignedIds.has(program.id);
              return (
                <li key={program.id} className="flex items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <p className="truncate text-sm font-semibold text-ink dark:text-white">{program.name}</p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {formatEnumLabel(program.program_type)} · {formatEnumLabel(program.difficulty_level)}
                    </p>
                  </div>
                  {isAssigned ? (
                    <span className="inline-flex items-center gap-1 text-xs font-semibold text-green-700 dark:text-green-300">
                      <Check aria-hidden className="size-3.5" /> Assigned
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      aria-label={`Assign ${program.name}`}
                      onClick={() => assign(program.id)}
                      disabled={assignProgram.isPending}
                    >
                      <Plus aria-hidden className="size-3.5" /> Assign
                    </Button>
                  )}
                </li>
              );
            })}
            {programs.isFetchingNextPage && (
              <li role="status" className="px-4 py-3 text-center text-xs text-slate-500">
                Loading more programs...
              </li>
            )}
          </ul>
        )}
      </DialogBody>
      <DialogFooter>
        <Button onClick={onClose}>Done</Button>
      </DialogFooter>
    </Dialog>
  );
}
