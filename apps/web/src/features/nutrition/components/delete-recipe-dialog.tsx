import { recipeConfirmName, recipeMessages, type Recipe } from '@coachboard/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteRecipe } from '../api/delete-recipe';

export interface DeleteRecipeDialogProps {
  recipe: Pick<Recipe, 'id' | 'name'>;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Delete Recipe' confirmation naming the recipe; a failure stays in the dialog as 'Error: ...'. */
export function DeleteRecipeDialog({ recipe, onClose, onDeleted }: DeleteRecipeDialogProps) {
  const deleteRecipe = useDeleteRecipe();
  const confirm = () =>
    deleteRecipe.mutate(recipe.id, {
      onSuccess: () => {
        onClose();
        onDeleted();
      },
    });

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={recipeMessages.deleteTitle}
      message={
        <>
          {recipeMessages.deleteConfirm}{' '}
          <strong className="font-semibold break-words text-ink dark:text-white">
            {recipeConfirmName(recipe.name)}
          </strong>
        </>
      }
      confirmLabel="Delete"
      onConfirm={confirm}
      isConfirming={deleteRecipe.isPending}
      error={
        deleteRecipe.isError
          ? recipeMessages.writeError(errorMessage(deleteRecipe.error, recipeMessages.deleteFailed))
          : null
      }
    />
  );
}
