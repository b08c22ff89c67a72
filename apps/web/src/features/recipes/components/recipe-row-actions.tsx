import type { Recipe } from '@coachboard/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A handler left out hides its button (the team role may not do it). */
export interface RecipeActionHandlers {
  onEdit?: (recipe: Recipe) => void;
  onDelete?: (recipe: Recipe) => void;
}

const actionClassName =
  'inline-flex size-9 items-center justify-center rounded-lg transition-colors hover:bg-slate-100 dark:hover:bg-white/10';

/** Edit and Delete icon buttons named after the recipe; the mobile card shows Edit only. */
export function RecipeRowActions({
  recipe,
  onEdit,
  onDelete,
  editOnly = false,
}: RecipeActionHandlers & { recipe: Recipe; editOnly?: boolean }) {
  const name = recipe.name || 'recipe';
  return (
    <div className="flex items-center justify-end gap-1">
      {onEdit && (
        <button
          type="button"
          aria-label={`Edit ${name}`}
          title="Edit"
          onClick={() => onEdit(recipe)}
          className={cn(actionClassName, 'text-brand-500 dark:text-brand-300')}
        >
          <Pencil aria-hidden className="size-4" />
        </button>
      )}
      {!editOnly && onDelete && (
        <button
          type="button"
          aria-label={`Delete ${name}`}
          title="Delete"
          onClick={() => onDelete(recipe)}
          className={cn(actionClassName, 'text-red-500 dark:text-red-400')}
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
