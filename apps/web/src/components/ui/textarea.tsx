import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClassName } from './control-styles';
import { useFieldControl } from './field-context';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  const control = useFieldControl(props);
  return (
    <textarea rows={rows} {...props} {...control} className={cn(controlClassName, 'py-2.5', className)} />
  );
}
