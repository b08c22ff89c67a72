import { useEffect, useState, type KeyboardEvent } from 'react';
import type { SearchOption } from './search-options';

export interface ActiveOptionSettings {
  optionId: (key: string) => string;
  /** The rows shown belong to an earlier term: Enter waits for the answer to this one. */
  busy: boolean;
  onOpen: (option: SearchOption) => void;
}

/**
 * The highlighted row of a combobox whose focus stays in its input (aria-activedescendant): the first row unless
 * the arrow keys or the mouse chose another that is still shown. Enter opens it; pressed before the answer to the
 * term typed came, with no row chosen, it opens the first row of that answer.
 */
export function useActiveOption(
  options: readonly SearchOption[],
  { optionId, busy, onOpen }: ActiveOptionSettings,
) {
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [enterPending, setEnterPending] = useState(false);
  const chosenIndex = options.findIndex((option) => option.key === chosenKey);
  const activeIndex = chosenIndex === -1 ? 0 : chosenIndex;
  const active = options[activeIndex] ?? null;
  const activeId = active ? optionId(active.key) : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  useEffect(() => {
    if (!enterPending || busy) return;
    setEnterPending(false);
    if (options[0]) onOpen(options[0]);
  }, [enterPending, busy, options, onOpen]);

  const move = (step: number) => {
    if (options.length === 0) return;
    const next = options[(activeIndex + step + options.length) % options.length];
    if (next) setChosenKey(next.key);
  };

  /** Arrow keys move (wrapping), Enter opens. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      // A row chosen with the arrows or the mouse is opened as it is; otherwise the answer to the term decides.
      if (busy && chosenIndex === -1) setEnterPending(true);
      else if (active) onOpen(active);
    }
  };

  /** The term changed: the first row is highlighted again and a waiting Enter is forgotten. */
  const reset = () => {
    setChosenKey(null);
    setEnterPending(false);
  };

  return { active, activeId, choose: setChosenKey, reset, onKeyDown };
}
