import type { Paginated } from '@coachboard/contract';

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
): Paginated<T> => {
  const fromTotal = Math.max(1, Math.ceil(total / perPage));
  const lastPage = hasMore === undefined ? fromTotal : Math.max(fromTotal, hasMore ? page + 1 : page);
  const from = items.length > 0 ? (page - 1) * perPage + 1 : null;
  return {
    data: items,
    current_page: page,
    per_page: perPage,
    total,
    last_page: lastPage,
    from,
    to: from === null ? null : from + items.length - 1,
    next_page_url: (hasMore ?? page < lastPage) ? pageUrl(requestUrl, page + 1) : null,
    prev_page_url: page > 1 ? pageUrl(requestUrl, Math.min(page - 1, lastPage)) : null,
  };
};
