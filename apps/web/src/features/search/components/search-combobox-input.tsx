import type { InputHTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import { Search } from 'lucide-react';
import { SEARCH_MAX_LENGTH, searchMessages } from '@coachboard/contract';
import type { SearchCombobox } from './use-search-combobox';

type PassedAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'aria-controls' | 'aria-keyshortcuts' | 'enterKeyHint' | 'onFocus' | 'onBlur'
>;

export interface SearchComboboxInputProps extends PassedAttributes {
  combobox: SearchCombobox;
  inputRef: Ref<HTMLInputElement>;
  /** The listbox is shown: the input says so and names its highlighted row. */
  expanded: boolean;
  /** Replaces the arrow keys and Enter of the highlighted row (`combobox.activeOption.onKeyDown`). */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Called after each change of the term, which also highlights the first row again. */
  onTermChange?: () => void;
  /** The box around the magnifier and the input. */
  className: string;
  iconClassName: string;
  inputClassName: string;
  /** Shown after the input, inside the box (the top bar's shortcut). */
  children?: ReactNode;
}

/**
 * The combobox input of the top bar's box and of the palette: the focus stays here while
 * the arrow keys move the highlight through the listbox it controls (aria-activedescendant).
 */
export function SearchComboboxInput({
  combobox,
  inputRef,
  expanded,
  onKeyDown,
  onTermChange,
  className,
  iconClassName,
  inputClassName,
  children,
  ...attributes
}: SearchComboboxInputProps) {
  const { listId, term, setTerm, activeOption } = combobox;
  return (
    <div className={className}>
      <Search aria-hidden className={iconClassName} />
      <input
        ref={inputRef}
        type="text"
        role="combobox"
        aria-label={searchMessages.label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? activeOption.activeId : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={searchMessages.placeholder}
        {...attributes}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          activeOption.reset();
          onTermChange?.();
        }}
        onKeyDown={onKeyDown ?? activeOption.onKeyDown}
        className={inputClassName}
      />
      {children}
    </div>
  );
}
