import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { controlClassName } from './control-styles';

export interface SearchInputProps extends Omit<ComponentProps<'input'>, 'type' | 'aria-label'> {
  /** Accessible name of the input, e.g. 'Search programs'. */
  label: string;
  /** Classes of the wrapper; `className` goes to the input. */
  containerClassName?: string;
}

/** A search box with the magnifier icon: the search bar's input, and the live filter of pickers in modals. */
export function SearchInput({ label, containerClassName, className, ...inputProps }: SearchInputProps) {
  return (
    <div className={cn('relative', containerClassName)}>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        {...inputProps}
        type="search"
        aria-label={label}
        className={cn(controlClassName, 'h-11 pl-10', className)}
      />
    </div>
  );
}
