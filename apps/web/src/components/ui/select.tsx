import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { controlClassName } from './control-styles';
import { useFieldControl } from './field-context';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends ComponentProps<'select'> {
  options?: readonly SelectOption[];
  /** Adds a first empty option with this text. */
  placeholder?: string;
}

/** Native select (keyboard and screen-reader friendly) styled like the other controls. */
export function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  const control = useFieldControl(props);
  return (
    <div className={cn('relative', className)}>
      <select {...props} {...control} className={cn(controlClassName, 'h-11 appearance-none pr-10')}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-400"
      />
    </div>
  );
}
