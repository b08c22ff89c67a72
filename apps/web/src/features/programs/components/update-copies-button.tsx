import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/permissions';
import { UpdateCopiesDialog } from './update-copies-dialog';

/** 'Update copies' on a template with personal copies: opens the sync preview. */
export function UpdateCopiesButton({ templateId }: { templateId: number }) {
  const [open, setOpen] = useState(false);
  const can = useCan();
  if (!can('programs.syncCopies')) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <RefreshCw aria-hidden className="size-4" />
        Update copies
      </Button>
      {open && <UpdateCopiesDialog templateId={templateId} onClose={() => setOpen(false)} />}
    </>
  );
}
