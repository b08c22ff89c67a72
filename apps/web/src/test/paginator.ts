import { paginate, toPaginated, type Paginated } from '@coachboard/contract';

/** A Laravel paginator around `items` as page `page` of `total` items, with the API's arithmetic. */
export const paginatorOf = <T>(
  items: T[],
  { page = 1, perPage = 30, total = items.length }: { page?: number; perPage?: number; total?: number } = {},
): Paginated<T> =>
  toPaginated(items, paginate(total, page, perPage, { itemCount: items.length }), (n) => `/api/x?page=${n}`);
