import type { Paginated } from '@coachboard/contract';
import { Pagination, type PaginationProps, type TotalQualifier } from './pagination';

type PageNumbersProps = 'currentPage' | 'lastPage' | 'total' | 'perPage' | 'from' | 'to' | 'totalQualifier';

/** A paginator whose total may be a lower bound (a broad users search, the user picker). */
export type QualifiedPage = Paginated<unknown> & { total_is_lower_bound?: true };

/** 'at least' for a total that is a lower bound, nothing for an exact one. */
export const totalQualifier = (page: QualifiedPage): TotalQualifier | undefined =>
  page.total_is_lower_bound ? 'at least' : undefined;

export interface ListPaginationProps extends Omit<PaginationProps, PageNumbersProps> {
  /** The page on screen (`usePagedList`'s `result`); nothing is shown before the first one arrives. */
  page: QualifiedPage | undefined;
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
      totalQualifier={totalQualifier(page)}
      {...props}
    />
  );
}
