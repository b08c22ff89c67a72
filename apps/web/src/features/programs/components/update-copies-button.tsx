import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { UpdateCopiesDialog } from './update-copies-dialog';

/** 'Update copies' on a template with personal copies (issue 22): opens the sync preview. */
export function UpdateCopiesButton({ templateId }: { templateId: number }) {
  const [open, setOpen] = useState(false);
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
