import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Spinner } from './spinner';

export interface PreviewSectionProps {
  /** The heading, which also names the section. */
  title: string;
  /** A dry run is on its way (aria-busy), perhaps over an older answer still shown. */
  fetching: boolean;
  /** Shows the heading's spinner: a dry run for the current choices is on its way. */
  loading: boolean;
  error: string | null;
  /** The dry run's answer, or undefined while there is none to show. */
  preview: ReactNode | undefined;
  /** What to choose to see a preview: shown when there is no preview, no error and nothing loading. */
  hint: ReactNode;
}

/** A dialog's preview of a dry run (bulk assignment, progression): heading with spinner, error, answer or hint. */
export function PreviewSection({ title, fetching, loading, error, preview, hint }: PreviewSectionProps) {
  return (
    <section aria-label={title} aria-busy={fetching} className="flex flex-col gap-2">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink dark:text-white">
        {title}
        {loading && <Spinner label="Loading preview" size="sm" className="text-brand-500" />}
      </h3>
      {error && <Alert>{error}</Alert>}
      {preview ??
        (!error && !loading && <p className="text-sm text-slate-500 dark:text-slate-400">{hint}</p>)}
    </section>
  );
}
