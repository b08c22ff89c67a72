import {
  bulkAssignmentMessages,
  type AssignmentMode,
  type BulkAssignmentPreview,
} from '@coachboard/contract';
import { cn } from '@/lib/cn';

export interface BulkAssignPreviewProps {
  preview: BulkAssignmentPreview;
  mode: AssignmentMode;
  programName: string;
  /** An answer to an earlier choice, kept on screen while the current one loads. */
  isStale: boolean;
}

/** The dry run's answer: the headline, what a confirm does, and the skipped users with why ('… and N more'). */
export function BulkAssignPreview({ preview, mode, programName, isStale }: BulkAssignPreviewProps) {
  const unlisted = preview.skipped_count - preview.skipped.length;
  return (
    <div className={cn('flex flex-col gap-2 transition-opacity', isStale && 'opacity-60')}>
      <p className="text-sm font-semibold text-ink dark:text-white">
        {bulkAssignmentMessages.preview(preview.will_assign, preview.skipped_count)}
      </p>
      {preview.will_assign > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {bulkAssignmentMessages.confirm(preview.will_assign, mode, programName)}
        </p>
      )}
      {preview.skipped.length > 0 && (
        <ul
          aria-label="Skipped users"
          className="flex max-h-48 flex-col divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200 dark:divide-white/5 dark:border-white/10"
        >
          {preview.skipped.map((skipped) => (
            <li key={skipped.user_id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 truncate text-ink dark:text-white">
                {skipped.name ?? `User #${skipped.user_id}`}
              </span>
              <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600 dark:bg-white/10 dark:text-slate-300">
                {bulkAssignmentMessages.skipReasonLabels[skipped.reason]}
              </span>
            </li>
          ))}
        </ul>
      )}
      {unlisted > 0 && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {bulkAssignmentMessages.moreSkipped(unlisted)}
        </p>
      )}
    </div>
  );
}
