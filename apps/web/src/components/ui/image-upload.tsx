import { useEffect, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { IMAGE_ERROR_TIMEOUT_MS, fileMessages, validateImageFile } from '@coachboard/contract';
import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { Alert } from './alert';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { OverlayActions, UploadPlaceholderButton, UploadProgress } from './image-upload-parts';

export interface UploadHandlers {
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

export interface ImageUploadProps {
  imageUrl: string | null;
  alt: string;
  /** Sends the file; a rejection's ApiError message is what the admin reads. */
  onUpload: (file: File, handlers: UploadHandlers) => Promise<unknown>;
  /** Removes the image; without it there is no delete button. */
  onDelete?: () => Promise<unknown>;
  deleteConfirmMessage: string;
  deleteConfirmTitle?: string;
  /** Client-side check before sending; returns the message to show or null. */
  validate?: (file: File) => string | null;
  /** Errors disappear after this long. */
  errorTimeoutMs?: number;
  placeholder?: ReactNode;
  className?: string;
  /**
   * 'buttons': Upload / Change Image and Delete Image below the image, which takes a dropped file.
   * 'overlay': 'Change image' and 'Delete image' over the image on hover and focus, and the empty image is one
   * 'Upload Image' button with `placeholder` as its hint (the recipe image).
   */
  layout?: 'buttons' | 'overlay';
  /** Accessible name of the hidden file input. */
  fileInputLabel?: string;
  /** The banner of a failed upload or delete when the server sends no message. */
  uploadFailedMessage?: string;
  deleteFailedMessage?: string;
}

type UploadState = { status: 'idle' } | { status: 'uploading'; progress: number };
type ShownError = { message: string; shownAt: number };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Image with upload (progress bar, client validation, server message) and delete with confirmation.
 * Error messages clear themselves after `errorTimeoutMs` (spec part 1 section 4: idle, uploading, error).
 */
export function ImageUpload({
  imageUrl,
  alt,
  onUpload,
  onDelete,
  deleteConfirmMessage,
  deleteConfirmTitle = 'Delete Image',
  validate = validateImageFile,
  errorTimeoutMs = IMAGE_ERROR_TIMEOUT_MS,
  placeholder = 'No image uploaded',
  className,
  layout = 'buttons',
  fileInputLabel = 'Image file',
  uploadFailedMessage = fileMessages.uploadFailed,
  deleteFailedMessage = fileMessages.deleteFailed,
}: ImageUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [upload, setUpload] = useState<UploadState>({ status: 'idle' });
  const [error, setError] = useState<ShownError | null>(null);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const isUploading = upload.status === 'uploading';

  useEffect(() => {
    if (!error) return;
    const timer = window.setTimeout(() => setError(null), errorTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [error, errorTimeoutMs]);

  useEffect(() => () => abortRef.current?.abort(), []);

  const showError = (message: string) => setError({ message, shownAt: Date.now() });

  const startUpload = async (file: File) => {
    const problem = validate(file);
    if (problem) {
      showError(problem);
      return;
    }
    setError(null);
    const controller = new AbortController();
    abortRef.current = controller;
    setUpload({ status: 'uploading', progress: 0 });
    try {
      await onUpload(file, {
        signal: controller.signal,
        onProgress: (fraction) => setUpload({ status: 'uploading', progress: fraction }),
      });
    } catch (uploadError) {
      if (!isAbort(uploadError)) showError(errorMessage(uploadError, uploadFailedMessage));
    } finally {
      if (!controller.signal.aborted) setUpload({ status: 'idle' });
    }
  };

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the admin pick the same file again after an error.
    event.target.value = '';
    if (file) void startUpload(file);
    else showError(fileMessages.noFile);
  };

  const handleDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (isUploading) return;
    const file = event.dataTransfer.files[0];
    if (file) void startUpload(file);
  };

  const confirmDelete = async () => {
    if (!onDelete) return;
    setDeleting(true);
    try {
      await onDelete();
    } catch (deleteError) {
      showError(errorMessage(deleteError, deleteFailedMessage));
    } finally {
      setDeleting(false);
      setConfirmingDelete(false);
    }
  };

  const pickFile = () => inputRef.current?.click();
  const isOverlay = layout === 'overlay';
  const askDelete = imageUrl && onDelete ? () => setConfirmingDelete(true) : undefined;

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div
        onDragOver={isOverlay ? undefined : (event) => event.preventDefault()}
        onDrop={isOverlay ? undefined : handleDrop}
        className={cn(
          'relative flex w-full items-center justify-center overflow-hidden rounded-xl bg-slate-100 dark:bg-navy-900',
          isOverlay ? 'group aspect-[3/2]' : 'aspect-video',
        )}
      >
        {imageUrl && <img src={imageUrl} alt={alt} className="size-full object-cover" />}
        {imageUrl && isOverlay && (
          <OverlayActions onChange={pickFile} onDelete={askDelete} disabled={isUploading} />
        )}
        {!imageUrl && isOverlay && (
          <UploadPlaceholderButton onClick={pickFile} disabled={isUploading} hint={placeholder} />
        )}
        {!imageUrl && !isOverlay && (
          <div className="flex flex-col items-center gap-2 text-slate-400">
            <ImagePlus aria-hidden className="size-10" />
            <span className="text-sm">{placeholder}</span>
          </div>
        )}
        {upload.status === 'uploading' && <UploadProgress progress={upload.progress} />}
      </div>

      {error && <Alert key={error.shownAt}>{error.message}</Alert>}

      <input
        ref={inputRef}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-label={fileInputLabel}
        tabIndex={-1}
        className="sr-only"
        onChange={handleFileChange}
      />
      {!isOverlay && (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" size="sm" onClick={pickFile} loading={isUploading}>
              {!isUploading && <Upload aria-hidden className="size-4" />}
              {imageUrl ? 'Change Image' : 'Upload Image'}
            </Button>
            {askDelete && (
              <Button variant="ghost" size="sm" onClick={askDelete} disabled={isUploading}>
                <Trash2 aria-hidden className="size-4 text-red-500" />
                Delete Image
              </Button>
            )}
          </div>
          <p className="-mt-1 text-xs text-slate-500 dark:text-slate-400">JPG, JPEG or PNG, up to 20MB</p>
        </>
      )}

      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={deleteConfirmTitle}
        message={deleteConfirmMessage}
        onConfirm={() => void confirmDelete()}
        isConfirming={isDeleting}
      />
    </div>
  );
}
