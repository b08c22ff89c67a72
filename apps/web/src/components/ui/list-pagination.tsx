import type { Paginated } from '@coachboard/contract';
import { Pagination, type PaginationProps } from './pagination';

type PageNumbersProps = 'currentPage' | 'lastPage' | 'total' | 'perPage' | 'from' | 'to';

export interface ListPaginationProps extends Omit<PaginationProps, PageNumbersProps> {
  /** The page on screen (`usePagedList`'s `result`); nothing is shown before the first one arrives. */
  page: Paginated<unknown> | undefined;
}

/** The pagination bar fed from a paginator answer. */
export function ListPagination({ page, ...props }: ListPaginationProps) {
  if (!page) return null;
  return (
    <Pagination
      currentPage={page.current_page}
      lastPage={page.last_page}
      total={page.total}
      perPage={page.per_page}
      from={page.from}
      to={page.to}
      {...props}
    />
  );
}
