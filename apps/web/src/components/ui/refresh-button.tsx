import { RefreshCw } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** A list header's 'Refresh': the icon spins and the button waits while the list is being fetched. */
export function RefreshButton({ onClick, isFetching }: { onClick: () => void; isFetching: boolean }) {
  return (
    <Button variant="secondary" onClick={onClick} disabled={isFetching}>
      <RefreshCw aria-hidden className={cn('size-4', isFetching && 'animate-spin')} />
      Refresh
    </Button>
  );
}
