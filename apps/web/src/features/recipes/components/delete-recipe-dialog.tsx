import { recipeConfirmName, recipeMessages, type Recipe } from '@coachboard/contract';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { errorMessage } from '@/lib/api-error';
import { useDeleteRecipe } from '../api/delete-recipe';

export interface DeleteRecipeDialogProps {
  recipe: Pick<Recipe, 'id' | 'name'>;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Delete Recipe' confirmation naming the recipe; a failure stays in the dialog as 'Error: ...'. */
export function DeleteRecipeDialog({ recipe, onClose, onDeleted }: DeleteRecipeDialogProps) {
  return (
    <DeleteDialog
      id={recipe.id}
      mutation={useDeleteRecipe()}
      title={recipeMessages.deleteTitle}
      message={
        <>
          {recipeMessages.deleteConfirm}{' '}
          <strong className="font-semibold break-words text-ink dark:text-white">
            {recipeConfirmName(recipe.name)}
          </strong>
        </>
      }
      errorText={(error) => recipeMessages.writeError(errorMessage(error, recipeMessages.deleteFailed))}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
