import { Search } from 'lucide-react';
import { searchMessages } from '@coachboard/contract/search-messages';
import { topBarIconClassName } from '@/components/layout/top-bar-styles';
import { searchBoxStyles } from './search-box-styles';
import { paletteShortcutLabel } from './shortcut-label';

/**
 * The search box as it looks, drawn at first paint while the search's code loads (a moment after): inert and
 * hidden from assistive technology, so nothing can be typed into a box that is about to be replaced.
 */
export function SearchBoxPlaceholder() {
  return (
    <>
      <div aria-hidden className={searchBoxStyles.wrapper}>
        <div className={searchBoxStyles.box}>
          <Search className={searchBoxStyles.icon} />
          <span className={`${searchBoxStyles.input} text-slate-600 dark:text-slate-400`}>
            {searchMessages.placeholder}
          </span>
          <kbd className={searchBoxStyles.kbd}>{paletteShortcutLabel()}</kbd>
        </div>
      </div>
      <span aria-hidden className={`${topBarIconClassName} md:hidden`}>
        <Search className="size-5" />
      </span>
    </>
  );
}
