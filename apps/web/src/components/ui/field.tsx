import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldContext, type FieldControlProps } from './field-context';

interface FieldProps {
  label: ReactNode;
  /** Validation message shown under the control and linked with aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Label + control + hint + error, with the ids wired so screen readers announce them together. */
export function Field({ label, error, hint, required, id, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-required': required ? true : undefined,
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className="text-sm font-semibold text-ink dark:text-white">
        {label}
        {required && (
          <span aria-hidden className="ml-0.5 text-red-500">
            *
          </span>
        )}
      </label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
