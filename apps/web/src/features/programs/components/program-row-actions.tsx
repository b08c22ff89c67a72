import type { ProgramSummary } from '@coachboard/contract';
import { Copy, Pencil, Trash2, Users } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A handler left out hides its button (the team role may not do it). */
export interface ProgramActionHandlers {
  onManageUsers?: (program: ProgramSummary) => void;
  onEdit?: (program: ProgramSummary) => void;
  onDelete?: (program: ProgramSummary) => void;
  onDuplicate?: (program: ProgramSummary) => void;
}

const actionClassName =
  'inline-flex size-9 items-center justify-center rounded-lg transition-colors hover:bg-slate-100 dark:hover:bg-white/10';

/** Icon buttons with names a screen reader can tell apart from row to row. */
export function ProgramRowActions({
  program,
  onManageUsers,
  onEdit,
  onDelete,
  onDuplicate,
}: ProgramActionHandlers & { program: ProgramSummary }) {
  return (
    <div className="flex items-center justify-end gap-1">
      {onManageUsers && (
        <button
          type="button"
          aria-label={`Manage users of ${program.name}`}
          title="Manage Users"
          onClick={() => onManageUsers(program)}
          className={cn(actionClassName, 'text-slate-500 dark:text-slate-300')}
        >
          <Users aria-hidden className="size-4" />
        </button>
      )}
      {onEdit && (
        <button
          type="button"
          aria-label={`Edit ${program.name}`}
          title="Edit"
          onClick={() => onEdit(program)}
          className={cn(actionClassName, 'text-brand-500 dark:text-brand-300')}
        >
          <Pencil aria-hidden className="size-4" />
        </button>
      )}
      {onDuplicate && (
        <button
          type="button"
          aria-label={`Duplicate ${program.name}`}
          title="Duplicate"
          onClick={() => onDuplicate(program)}
          className={cn(actionClassName, 'text-slate-500 dark:text-slate-300')}
        >
          <Copy aria-hidden className="size-4" />
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          aria-label={`Delete ${program.name}`}
          title="Delete"
          onClick={() => onDelete(program)}
          className={cn(actionClassName, 'text-red-500 dark:text-red-400')}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
