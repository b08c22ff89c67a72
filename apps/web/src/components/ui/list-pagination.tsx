import type { Paginated } from '@coachboard/contract';
import { Pagination, type PaginationProps, type TotalQualifier } from './pagination';

type PageNumbersProps = 'currentPage' | 'lastPage' | 'total' | 'perPage' | 'from' | 'to' | 'totalQualifier';

/** A paginator whose total may be the server's estimate or a lower bound (the user pickers, a broad search). */
export type QualifiedPage = Paginated<unknown> & {
  total_is_estimate?: boolean;
  total_is_lower_bound?: boolean;
};

/** 'about' for an estimated total, 'at least' for a lower bound, nothing for an exact one. */
export const totalQualifier = (page: QualifiedPage): TotalQualifier | undefined =>
  page.total_is_estimate ? 'about' : page.total_is_lower_bound ? 'at least' : undefined;

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
