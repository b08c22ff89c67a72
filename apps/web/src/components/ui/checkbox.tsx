import { useId, type ReactNode } from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
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

/** Radix checkbox (role=checkbox, Space toggles) with an optional clickable label. */
export function Checkbox({ checked, onCheckedChange, label, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const checkboxId = id ?? `checkbox-${generatedId}`;
  return (
    <div className={cn('inline-flex items-center gap-2', className)}>
      <CheckboxPrimitive.Root
        id={checkboxId}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className={cn(
          'flex size-5 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white transition-colors',
          'data-[state=checked]:border-brand-500 data-[state=checked]:bg-brand-500',
          'disabled:cursor-not-allowed disabled:opacity-60',
          'dark:border-white/20 dark:bg-navy-900 dark:data-[state=checked]:border-brand-400 dark:data-[state=checked]:bg-brand-400',
        )}
        {...props}
      >
        <CheckboxPrimitive.Indicator>
          <Check aria-hidden className="size-3.5 text-white" strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      {label && (
        <label htmlFor={checkboxId} className="cursor-pointer text-sm text-ink select-none dark:text-white">
          {label}
        </label>
      )}
    </div>
  );
}
