import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

interface CheckboxProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label?: ReactNode;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
}

/**
 * A native checkbox (role=checkbox, Space toggles, label click toggles) drawn like the rest of the kit, with an
 * optional clickable label. Native rather than Radix: the sign-in page's first load stays small (ADR 0005).
 */
export function Checkbox({ checked, onCheckedChange, label, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const checkboxId = id ?? `checkbox-${generatedId}`;
  return (
    <div className={cn('inline-flex items-center gap-2', className)}>
      <span className="relative flex size-5 shrink-0">
        <input
          type="checkbox"
          id={checkboxId}
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          className={cn(
            'peer size-5 shrink-0 cursor-pointer appearance-none rounded-md border border-slate-300 bg-white transition-colors',
            'checked:border-brand-500 checked:bg-brand-500',
            'disabled:cursor-not-allowed disabled:opacity-60',
            'dark:border-white/20 dark:bg-navy-900 dark:checked:border-brand-400 dark:checked:bg-brand-400',
          )}
          {...props}
        />
        <Check
          aria-hidden
          className="pointer-events-none invisible absolute inset-0 m-auto size-3.5 text-white peer-checked:visible"
          strokeWidth={3}
        />
      </span>
      {label && (
        <label htmlFor={checkboxId} className="cursor-pointer text-sm text-ink select-none dark:text-white">
          {label}
        </label>
      )}
    </div>
  );
}
