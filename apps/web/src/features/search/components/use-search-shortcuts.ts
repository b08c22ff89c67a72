import { useEffect, useRef } from 'react';

const NOT_TYPED_INTO = ['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image'];

const isTextField = (element: Element | null) =>
  element instanceof HTMLElement &&
  (element.isContentEditable ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element instanceof HTMLInputElement && !NOT_TYPED_INTO.includes(element.type)));

/** A dialog (or the palette itself) owns the keyboard while it is open. */
const isInsideDialog = (element: Element | null) =>
  !!element?.closest('[role="dialog"], [role="alertdialog"]');

export interface SearchShortcuts {
  openPalette: () => void;
  focusBox: () => void;
}

/** Ctrl+K and Cmd+K open the palette anywhere in the shell; '/' outside a text field goes to the search box. */
export function useSearchShortcuts(shortcuts: SearchShortcuts) {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const target = event.target instanceof Element ? event.target : null;
      const command = event.ctrlKey || event.metaKey;
      if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        if (!isInsideDialog(target)) latest.current.openPalette();
      } else if (event.key === '/' && !command && !event.altKey) {
        if (isTextField(target) || isInsideDialog(target)) return;
        event.preventDefault();
        latest.current.focusBox();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
