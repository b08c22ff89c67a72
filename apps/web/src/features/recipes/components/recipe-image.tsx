import { recipeMessages, validateRecipeImage, type Recipe } from '@coachboard/contract';
import { ImageUpload } from '@/components/ui/image-upload';
import { StillImage } from '@/components/ui/picture';
import { fileUrl } from '@/lib/file-url';
import { useCan } from '@/lib/permissions';
import { useDeleteRecipeImage } from '../api/delete-recipe-image';
import { useUploadRecipeImage } from '../api/upload-recipe-image';

/**
 * The recipe image: 'Change image' and 'Delete image' over it on hover (and on keyboard focus), or the 'Upload
 * Image' placeholder. Uploads show their progress; errors clear themselves after five seconds.
 */
export function RecipeImage({ recipe }: { recipe: Recipe }) {
  const uploadImage = useUploadRecipeImage();
  const deleteImage = useDeleteRecipeImage();
  const imageId = recipe.recipe_image?.id;
  const imageUrl = fileUrl(recipe.recipe_image?.full_path);
  // A team role that may not change recipes sees the picture only.
  if (!useCan()('recipes.uploadImage')) {
    return <StillImage url={imageUrl} alt={recipe.name} className="aspect-[3/2]" />;
  }

  return (
    <ImageUpload
      layout="overlay"
      imageUrl={imageUrl}
      alt={recipe.name}
      validate={validateRecipeImage}
      onUpload={(file, { onProgress }) => uploadImage.mutateAsync({ recipeId: recipe.id, file, onProgress })}
      onDelete={
        imageId === undefined ? undefined : () => deleteImage.mutateAsync({ recipeId: recipe.id, imageId })
      }
      deleteConfirmTitle="Delete Image"
      deleteConfirmMessage="Are you sure you want to delete this recipe's image?"
      placeholder={recipeMessages.uploadHint}
      fileInputLabel="Recipe image file"
      uploadFailedMessage={recipeMessages.uploadImageFailed}
      deleteFailedMessage={recipeMessages.deleteImageFailed}
    />
  );
}
