import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { controlClassName } from './control-styles';
import { useFieldControl } from './field-context';

export function TextInput({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  const control = useFieldControl(props);
  return <input type={type} {...props} {...control} className={cn(controlClassName, 'h-11', className)} />;
}
