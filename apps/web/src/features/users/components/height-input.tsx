import {
  capInchesInput,
  INCHES_CAP,
  switchHeightUnit,
  type HeightFormValue,
  type HeightUnit,
} from '@coachboard/contract';
import { cn } from '@/lib/cn';
import { controlClassName } from '@/components/ui/control-styles';

const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 3);

const unitLabels: Record<HeightUnit, string> = { cm: 'cm', ft_in: 'ft / in' };

/**
 * Height with a cm / ft-in switch: switching converts at 2.54 cm per inch; centimetres take digits only and
 * inches are capped at 11 (spec part 2 section 5).
 */
export function HeightInput({
  value,
  onChange,
  error,
}: {
  value: HeightFormValue;
  onChange: (value: HeightFormValue) => void;
  error?: string | undefined;
}) {
  const errorId = error ? 'height-error' : undefined;
  const inputClass = cn(controlClassName, 'h-11');
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-ink dark:text-white">Height</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div
          role="group"
          aria-label="Height unit"
          className="inline-flex rounded-xl bg-slate-100 p-1 dark:bg-white/5"
        >
          {(Object.keys(unitLabels) as HeightUnit[]).map((unit) => (
            <button
              key={unit}
              type="button"
              aria-pressed={value.unit === unit}
              onClick={() => onChange(switchHeightUnit(value, unit))}
              className={cn(
                'rounded-lg px-3 py-1.5 text-sm font-semibold',
                value.unit === unit
                  ? 'bg-white text-brand-600 shadow-sm dark:bg-navy-700 dark:text-white'
                  : 'text-slate-600 dark:text-slate-300',
              )}
            >
              {unitLabels[unit]}
            </button>
          ))}
        </div>
        {value.unit === 'cm' ? (
          <label className="flex w-36 items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <input
              aria-label="Height in centimetres"
              inputMode="numeric"
              value={value.cm}
              onChange={(event) => onChange({ ...value, cm: digitsOnly(event.target.value) })}
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
              className={inputClass}
            />
            cm
          </label>
        ) : (
          <div className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
            <label className="flex w-28 items-center gap-2">
              <input
                aria-label="Feet"
                inputMode="numeric"
                value={value.feet}
                onChange={(event) => onChange({ ...value, feet: digitsOnly(event.target.value).slice(0, 1) })}
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId}
                className={inputClass}
              />
              ft
            </label>
            <label className="flex w-28 items-center gap-2">
              <input
                aria-label="Inches"
                inputMode="numeric"
                max={INCHES_CAP}
                value={value.inches}
                onChange={(event) => onChange({ ...value, inches: capInchesInput(event.target.value) })}
                aria-invalid={error ? true : undefined}
                aria-describedby={errorId}
                className={inputClass}
              />
              in
            </label>
          </div>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The height field as both user forms render it through their `Controller` (name 'height'): the input bound to
 * the field, with the field's error under it.
 */
export const renderHeightInput =
  (error: string | undefined) =>
  ({ field }: { field: { value: HeightFormValue; onChange: (value: HeightFormValue) => void } }) => (
    <HeightInput value={field.value} onChange={field.onChange} error={error} />
  );
