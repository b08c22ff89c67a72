import { recipeConfirmName, recipeMessages, type Recipe } from '@coachboard/contract';
import { DeleteDialog } from '@/components/ui/delete-dialog';
import { errorMessage } from '@/lib/api-error';
import { useTrashRetentionDays } from '@/lib/trash-api';
import { useMovedToTrash } from '@/components/feedback/use-moved-to-trash';
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
  const days = useTrashRetentionDays();
  const movedToTrash = useMovedToTrash({ invalidate: [recipeKeys.all] });
  return (
    <DeleteDialog
      id={recipe.id}
      mutation={deleteRecipe}
      title={recipeMessages.deleteTitle}
      message={
        <>
          {recipeMessages.deleteConfirm(days)}{' '}
          <strong className="font-semibold break-words text-ink dark:text-white">
            {recipeConfirmName(recipe.name)}
          </strong>
        </>
      }
      errorText={(error) => recipeMessages.writeError(errorMessage(error, recipeMessages.deleteFailed))}
      onClose={onClose}
      onDeleted={() => {
        movedToTrash({ record: { type: 'recipe', id: recipe.id } });
        onDeleted();
      }}
    />
  );
}
