import { cn } from '@/lib/cn';

interface SpinnerProps {
  className?: string;
  /** Accessible name; omit for a decorative spinner inside a labelled control. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

export function Spinner({ className, label, size = 'md' }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn(
        'inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent',
        sizes[size],
        className,
      )}
    />
  );
}

/** Centred spinner with a visible text, for whole-page loading states. */
export function LoadingScreen({ message }: { message: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-8">
      <Spinner size="lg" className="text-brand-500 dark:text-brand-300" />
      <p className="text-sm font-medium text-slate-500 dark:text-slate-300">{message}</p>
    </div>
  );
}
