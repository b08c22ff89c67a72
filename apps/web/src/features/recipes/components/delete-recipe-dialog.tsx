import { recipeConfirmName, recipeMessages, type Recipe } from '@coachboard/contract';
import { MoveToTrashDialog } from '@/components/feedback/move-to-trash-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteRecipe } from '../api/delete-recipe';
import { recipeKeys } from '../api/recipe-query-keys';

export interface DeleteRecipeDialogProps {
  recipe: Pick<Recipe, 'id' | 'name'>;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Delete Recipe' confirmation naming the recipe; a failure stays in the dialog as 'Error: ...'; a delete offers Undo. */
export function DeleteRecipeDialog({ recipe, onClose, onDeleted }: DeleteRecipeDialogProps) {
  const deleteRecipe = useDeleteRecipe();
  return (
    <MoveToTrashDialog
      record={{ type: 'recipe', id: recipe.id }}
      invalidate={[recipeKeys.all]}
      mutation={deleteRecipe}
      title={recipeMessages.deleteTitle}
      message={(days) => (
        <>
          {recipeMessages.deleteConfirm(days)}{' '}
          <strong className="font-semibold break-words text-ink dark:text-white">
            {recipeConfirmName(recipe.name)}
          </strong>
        </>
      )}
      errorText={(error) => recipeMessages.writeError(errorMessage(error, recipeMessages.deleteFailed))}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
