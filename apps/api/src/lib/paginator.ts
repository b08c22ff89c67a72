import { paginate, toPaginated, type Paginated } from '@coachboard/contract';

/** The address of another page of the same list: the request's path and query with `page` replaced. */
const pageUrl = (requestUrl: string, page: number) => {
  const url = new URL(requestUrl, 'http://placeholder');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
};

/**
 * The Laravel paginator shape the panel was written against. Page URLs are relative to the API origin
 * (the panel is served from the same origin); a page past the end has no items and keeps the real total.
 */
export const toPaginator = <T>(
  items: T[],
  total: number,
  page: number,
  perPage: number,
  requestUrl: string,
  /** Whether another page exists, when known from an extra fetched row (lists with estimated totals). */
  hasMore?: boolean,
): Paginated<T> =>
  toPaginated(items, paginate(total, page, perPage, { itemCount: items.length, hasMore }), (n) =>
    pageUrl(requestUrl, n),
  );
