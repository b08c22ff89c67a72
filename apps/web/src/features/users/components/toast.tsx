import { useEffect } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface ToastMessage {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

const TOAST_MS = 4000;

/** A short-lived message in the corner (spec part 2 section 8: profile image deletion reports as a toast). */
export function Toast({ toast, onDone }: { toast: ToastMessage | null; onDone: () => void }) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDone, TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, onDone]);

  return (
    <div aria-live="polite" className="pointer-events-none fixed right-4 bottom-4 z-50">
      {toast && (
        <div
          role={toast.tone === 'error' ? 'alert' : 'status'}
          className={cn(
            'pointer-events-auto flex items-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold shadow-lg',
            toast.tone === 'success' ? 'bg-green-600 text-white' : 'bg-red-600 text-white',
          )}
        >
          {toast.tone === 'success' ? (
            <CheckCircle2 aria-hidden className="size-4" />
          ) : (
            <XCircle aria-hidden className="size-4" />
          )}
          {toast.text}
        </div>
      )}
    </div>
  );
}
