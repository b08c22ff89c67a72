import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  IMAGE_ERROR_TIMEOUT_MS,
  recipeMessages,
  validateRecipeImage,
  type Recipe,
} from '@coachboard/contract';
import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { fileUrl } from '@/lib/file-url';
import { useDeleteRecipeImage } from '../api/delete-recipe-image';
import { useUploadRecipeImage } from '../api/upload-recipe-image';

const hoverAction =
  'inline-flex items-center gap-2 rounded-xl whitespace-nowrap bg-white/95 px-3 py-2 text-sm font-semibold text-ink shadow-sm transition-colors hover:bg-white dark:bg-navy-800/95 dark:text-white dark:hover:bg-navy-700';

/**
 * The recipe image: 'Change image' and 'Delete image' over it on hover (and on keyboard focus), or the 'Upload
 * Image' placeholder. Uploads show their progress; errors clear themselves after five seconds.
 */
export function RecipeImageArea({ recipe }: { recipe: Recipe }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadImage = useUploadRecipeImage();
  const deleteImage = useDeleteRecipeImage();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<{ message: string; at: number } | null>(null);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const imageUrl = fileUrl(recipe.recipe_image?.full_path);
  const imageId = recipe.recipe_image?.id;

  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setError(null), IMAGE_ERROR_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [error]);

  const showError = (message: string) => setError({ message, at: Date.now() });

  const upload = async (file: File) => {
    const problem = validateRecipeImage(file);
    if (problem) return showError(problem);
    setError(null);
    setProgress(0);
    try {
      await uploadImage.mutateAsync({ recipeId: recipe.id, file, onProgress: setProgress });
    } catch (uploadError) {
      showError(errorMessage(uploadError, recipeMessages.uploadImageFailed));
    } finally {
      setProgress(null);
    }
  };

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the admin pick the same file again after an error.
    event.target.value = '';
    if (file) void upload(file);
  };

  const confirmDelete = () => {
    if (imageId === undefined) return;
    deleteImage.mutate(
      { recipeId: recipe.id, imageId },
      {
        onSuccess: () => setConfirmingDelete(false),
        onError: (deleteError) => {
          setConfirmingDelete(false);
          showError(errorMessage(deleteError, recipeMessages.deleteImageFailed));
        },
      },
    );
  };

  const pickFile = () => inputRef.current?.click();
  const isUploading = progress !== null;

  return (
    <div className="flex flex-col gap-3">
      <div className="group relative flex aspect-[3/2] w-full items-center justify-center overflow-hidden rounded-xl bg-slate-100 dark:bg-navy-900">
        {imageUrl ? (
          <>
            <img src={imageUrl} alt={recipe.name} className="size-full object-cover" />
            <div className="absolute inset-0 flex flex-wrap content-center items-center justify-center gap-2 bg-navy-900/40 p-2 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100">
              <button type="button" onClick={pickFile} disabled={isUploading} className={hoverAction}>
                <Upload aria-hidden className="size-4" />
                Change image
              </button>
              <button
                type="button"
                onClick={() => setConfirmingDelete(true)}
                disabled={isUploading}
                className={hoverAction}
              >
                <Trash2 aria-hidden className="size-4 text-red-500" />
                Delete image
              </button>
            </div>
          </>
        ) : (
          <button
            type="button"
            onClick={pickFile}
            disabled={isUploading}
            className="flex size-full flex-col items-center justify-center gap-2 text-slate-500 transition-colors hover:bg-slate-200/60 dark:text-slate-400 dark:hover:bg-white/5"
          >
            <ImagePlus aria-hidden className="size-10" />
            <span className="font-semibold text-ink dark:text-white">Upload Image</span>
            <span className="text-xs">{recipeMessages.uploadHint}</span>
          </button>
        )}
        {isUploading && (
          <div className="absolute inset-x-0 bottom-0 bg-white/90 px-4 py-3 dark:bg-navy-800/90">
            <div className="mb-1 flex justify-between text-xs font-medium text-slate-600 dark:text-slate-300">
              <span>Uploading...</span>
              <span>{Math.round(progress * 100)}%</span>
            </div>
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
              className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10"
            >
              <div
                className="h-full rounded-full bg-brand-500 transition-[width] dark:bg-brand-400"
                style={{ width: `${Math.round(progress * 100)}%` }}
              />
            </div>
          </div>
        )}
      </div>
      {error && <Alert key={error.at}>{error.message}</Alert>}
      <input
        ref={inputRef}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-label="Recipe image file"
        tabIndex={-1}
        className="sr-only"
        onChange={handleFileChange}
      />
      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete Image"
        message="Are you sure you want to delete this recipe's image?"
        onConfirm={confirmDelete}
        isConfirming={deleteImage.isPending}
      />
    </div>
  );
}
