import { lazy, Suspense } from 'react';
import type { GlobalSearchProps } from './global-search';
import { SearchBoxPlaceholder } from './search-box-placeholder';

// The search (its results, the records it remembers, the contract's schemas it reads answers with) loads beside
// the first screen instead of before the shell's first paint; the box is drawn meanwhile.
const GlobalSearch = lazy(() =>
  import('./global-search').then((module) => ({ default: module.GlobalSearch })),
);

export function LazyGlobalSearch(props: GlobalSearchProps) {
  return (
    <Suspense fallback={<SearchBoxPlaceholder />}>
      <GlobalSearch {...props} />
    </Suspense>
  );
}
