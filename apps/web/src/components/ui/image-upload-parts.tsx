import type { ReactNode } from 'react';
import { ImagePlus, Trash2, Upload } from 'lucide-react';

const hoverAction =
  'inline-flex items-center gap-2 rounded-xl whitespace-nowrap bg-white/95 px-3 py-2 text-sm font-semibold text-ink shadow-sm transition-colors hover:bg-white dark:bg-navy-800/95 dark:text-white dark:hover:bg-navy-700';

/** The bar over the bottom of the image while a file is sent. */
export function UploadProgress({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <div className="absolute inset-x-0 bottom-0 bg-white/90 px-4 py-3 dark:bg-navy-800/90">
      <div className="mb-1 flex justify-between text-xs font-medium text-slate-600 dark:text-slate-300">
        <span>Uploading...</span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-white/10"
      >
        <div
          className="h-full rounded-full bg-brand-500 transition-[width] dark:bg-brand-400"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** 'Change image' and 'Delete image' over the image, shown on hover and on keyboard focus. */
export function OverlayActions({
  onChange,
  onDelete,
  disabled,
}: {
  onChange: () => void;
  onDelete?: () => void;
  disabled: boolean;
}) {
  return (
    <div className="absolute inset-0 flex flex-wrap content-center items-center justify-center gap-2 bg-navy-900/40 p-2 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100">
      <button type="button" onClick={onChange} disabled={disabled} className={hoverAction}>
        <Upload aria-hidden className="size-4" />
        Change image
      </button>
      {onDelete && (
        <button type="button" onClick={onDelete} disabled={disabled} className={hoverAction}>
          <Trash2 aria-hidden className="size-4 text-red-500" />
          Delete image
        </button>
      )}
    </div>
  );
}

/** The empty image as one big 'Upload Image' button with the accepted files below it. */
export function UploadPlaceholderButton({
  onClick,
  disabled,
  hint,
}: {
  onClick: () => void;
  disabled: boolean;
  hint: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="flex size-full flex-col items-center justify-center gap-2 text-slate-500 transition-colors hover:bg-slate-200/60 dark:text-slate-400 dark:hover:bg-white/5"
    >
      <ImagePlus aria-hidden className="size-10" />
      <span className="font-semibold text-ink dark:text-white">Upload Image</span>
      <span className="text-xs">{hint}</span>
    </button>
  );
}
