import { useEffect, useId, useMemo, useRef, type ChangeEvent } from 'react';
import {
  attachmentLimitMessage,
  POST_ATTACHMENTS_MAX,
  validateImageFile,
  type Attachment,
} from '@coachboard/contract';
import { ImagePlus, RotateCcw, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { fileUrl } from '@/lib/file-url';

export interface AttachmentPickerProps {
  /** The post's attachments (edit only). */
  existing: Attachment[];
  /** Ids of existing attachments marked for removal. */
  removedIds: number[];
  onToggleRemoved: (id: number) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  error: string | null;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

const tileClassName =
  'relative aspect-square overflow-hidden rounded-xl border border-slate-200 dark:border-white/10';

/** Up to five images: the kept ones count against the limit, previews of new ones, removal marks on old ones. */
export function AttachmentPicker({
  existing,
  removedIds,
  onToggleRemoved,
  files,
  onFilesChange,
  error,
  onError,
  disabled = false,
}: AttachmentPickerProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const kept = existing.filter((attachment) => !removedIds.includes(attachment.id)).length;
  const room = POST_ATTACHMENTS_MAX - kept - files.length;
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const invalid = chosen.map((file) => validateImageFile(file)).find(Boolean);
    const limit = attachmentLimitMessage(kept + files.length, chosen.length);
    onError(invalid ?? limit ?? null);
    if (!invalid && !limit) onFilesChange([...files, ...chosen]);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink dark:text-white">
          Attachments
        </label>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {kept + files.length}/{POST_ATTACHMENTS_MAX} images
        </span>
      </div>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {existing.map((attachment) => {
          const removed = removedIds.includes(attachment.id);
          const name = attachment.original_name || attachment.storage_name;
          return (
            <div key={attachment.id} className={tileClassName}>
              <img
                src={fileUrl(attachment.full_path) ?? undefined}
                alt={name}
                className={cn('size-full object-cover', removed && 'opacity-30 grayscale')}
              />
              <button
                type="button"
                disabled={disabled}
                onClick={() => onToggleRemoved(attachment.id)}
                aria-label={removed ? `Keep attachment ${name}` : `Remove attachment ${name}`}
                className="absolute top-1 right-1 inline-flex size-7 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white dark:bg-navy-900/90 dark:text-slate-100"
              >
                {removed ? (
                  <RotateCcw aria-hidden className="size-4" />
                ) : (
                  <X aria-hidden className="size-4" />
                )}
              </button>
              {removed && (
                <span className="absolute inset-x-0 bottom-0 bg-red-600/90 py-0.5 text-center text-[11px] font-semibold text-white">
                  Will be removed
                </span>
              )}
            </div>
          );
        })}
        {files.map((file, index) => (
          <div key={`${file.name}-${index}`} className={tileClassName}>
            <img src={previews[index]} alt={file.name} className="size-full object-cover" />
            <button
              type="button"
              disabled={disabled}
              onClick={() => onFilesChange(files.filter((_, i) => i !== index))}
              aria-label={`Remove ${file.name}`}
              className="absolute top-1 right-1 inline-flex size-7 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white dark:bg-navy-900/90 dark:text-slate-100"
            >
              <X aria-hidden className="size-4" />
            </button>
          </div>
        ))}
        {room > 0 && (
          <button
            type="button"
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
            className={cn(
              tileClassName,
              'flex flex-col items-center justify-center gap-1 border-dashed text-xs font-semibold text-slate-500 hover:bg-slate-50 dark:text-slate-300 dark:hover:bg-white/5',
            )}
          >
            <ImagePlus aria-hidden className="size-5" />
            Add images
          </button>
        )}
      </div>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png"
        multiple
        disabled={disabled}
        onChange={onChange}
        className="sr-only"
      />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        JPG, JPEG or PNG, up to {POST_ATTACHMENTS_MAX} images of at most 20MB each.
      </p>
      {error && (
        <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
