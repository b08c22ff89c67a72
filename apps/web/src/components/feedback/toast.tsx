import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastAction {
  /** The button's name, e.g. 'Undo'. */
  label: string;
  /** Runs on click; the toast is dismissed first. */
  onClick: () => void;
}

export interface ToastInput {
  tone: ToastTone;
  text: string;
  action?: ToastAction;
  /** How long it stays, counted while neither hovered nor focused; 4 s unless given. */
  durationMs?: number;
}

interface ShownToast extends ToastInput {
  id: number;
}

export interface ToastApi {
  show: (toast: ToastInput) => number;
  dismiss: (id: number) => void;
}

export const DEFAULT_TOAST_MS = 4000;
/** At most this many toasts at once; the oldest goes first. */
const MAX_TOASTS = 3;

const ToastContext = createContext<ToastApi | null>(null);

/** The panel's toasts. It sits in the admin layout, so a toast outlives the screen that showed it. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback(
    (id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)),
    [],
  );
  const show = useCallback((toast: ToastInput) => {
    const id = nextId.current++;
    setToasts((shown) => [...shown, { ...toast, id }].slice(-MAX_TOASTS));
    return id;
  }, []);
  const value = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      {/* Bottom left: dialogs keep their buttons at the bottom right, where a toast would cover them. */}
      <div
        aria-live="polite"
        className="pointer-events-none fixed right-4 bottom-4 left-4 z-[60] flex flex-col items-start gap-2 sm:right-auto"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDone={() => dismiss(toast.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs a <ToastProvider> (the admin layout provides it)');
  return toast;
}

const toneStyles: Record<ToastTone, string> = {
  success: 'bg-green-600 text-white',
  error: 'bg-red-600 text-white',
  info: 'bg-navy-900 text-white ring-1 ring-white/10 dark:bg-slate-100 dark:text-navy-900 dark:ring-black/10',
};

const toneIcons = { success: CheckCircle2, error: XCircle, info: Info } as const;

/**
 * One toast. Its time only runs while the pointer is off it and the focus outside it, so an admin reaching for
 * Undo (by mouse or by Tab) never has it vanish under them.
 */
function ToastItem({ toast, onDone }: { toast: ShownToast; onDone: () => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(toast.durationMs ?? DEFAULT_TOAST_MS);
  const held = hovered || focused;
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (held) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => done.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - startedAt));
    };
  }, [held]);

  const Icon = toneIcons[toast.tone];
  return (
    <div
      role={toast.tone === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      className={cn(
        'pointer-events-auto flex max-w-full items-center gap-3 rounded-xl py-2.5 pr-2 pl-4 text-sm font-semibold shadow-lg sm:max-w-md',
        toneStyles[toast.tone],
      )}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 flex-1 break-words">{toast.text}</span>
      {toast.action && (
        <button
          type="button"
          onClick={() => {
            onDone();
            toast.action?.onClick();
          }}
          className={cn(
            'shrink-0 rounded-lg px-3 py-1.5 font-bold underline-offset-2 transition-colors hover:underline',
            'focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none',
            toast.tone === 'info'
              ? 'text-brand-300 hover:bg-white/10 dark:text-brand-600 dark:hover:bg-black/5'
              : 'hover:bg-white/15',
          )}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDone}
        className="shrink-0 rounded-lg p-1.5 opacity-80 transition hover:bg-white/15 hover:opacity-100 dark:hover:bg-black/5"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
