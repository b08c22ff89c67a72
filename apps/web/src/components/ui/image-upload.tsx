import { useEffect, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { IMAGE_ERROR_TIMEOUT_MS, fileMessages, validateImageFile } from '@coachboard/contract';
import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { Alert } from './alert';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

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
      if (!isAbort(uploadError)) showError(errorMessage(uploadError, fileMessages.uploadFailed));
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
      showError(errorMessage(deleteError, fileMessages.deleteFailed));
    } finally {
      setDeleting(false);
      setConfirmingDelete(false);
    }
  };

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div
        onDragOver={(event) => event.preventDefault()}
        onDrop={handleDrop}
        className="relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-xl bg-slate-100 dark:bg-navy-900"
      >
        {imageUrl ? (
          <img src={imageUrl} alt={alt} className="size-full object-cover" />
        ) : (
          <div className="flex flex-col items-center gap-2 text-slate-400">
            <ImagePlus aria-hidden className="size-10" />
            <span className="text-sm">{placeholder}</span>
          </div>
        )}
        {upload.status === 'uploading' && (
          <div className="absolute inset-x-0 bottom-0 bg-white/90 px-4 py-3 dark:bg-navy-800/90">
            <div className="mb-1 flex justify-between text-xs font-medium text-slate-600 dark:text-slate-300">
              <span>Uploading...</span>
              <span>{Math.round(upload.progress * 100)}%</span>
            </div>
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(upload.progress * 100)}
              className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10"
            >
              <div
                className="h-full rounded-full bg-brand-500 transition-[width] dark:bg-brand-400"
                style={{ width: `${Math.round(upload.progress * 100)}%` }}
              />
            </div>
          </div>
        )}
      </div>

      {error && <Alert key={error.shownAt}>{error.message}</Alert>}

      <input
        ref={inputRef}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-label="Image file"
        tabIndex={-1}
        className="sr-only"
        onChange={handleFileChange}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => inputRef.current?.click()} loading={isUploading}>
          {!isUploading && <Upload aria-hidden className="size-4" />}
          {imageUrl ? 'Change Image' : 'Upload Image'}
        </Button>
        {imageUrl && onDelete && (
          <Button variant="ghost" size="sm" onClick={() => setConfirmingDelete(true)} disabled={isUploading}>
            <Trash2 aria-hidden className="size-4 text-red-500" />
            Delete Image
          </Button>
        )}
      </div>
      <p className="-mt-1 text-xs text-slate-500 dark:text-slate-400">JPG, JPEG or PNG, up to 20MB</p>

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
