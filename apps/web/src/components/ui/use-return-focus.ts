import { useRef } from 'react';

/**
 * Focus handlers for a Radix dialog opened by something other than its Dialog.Trigger (a plain button, a shortcut):
 * Radix returns focus only to a Trigger, so the element focused at opening is remembered and focused again at closing.
 */
export function useReturnFocus() {
  const openerRef = useRef<HTMLElement | null>(null);
  return {
    rememberOpener: () => {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (openerRef.current?.isConnected) openerRef.current.focus();
    },
  };
}
