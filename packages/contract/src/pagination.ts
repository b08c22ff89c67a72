import { z } from 'zod';

/** The Laravel paginator shape the panel was written against. */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
    from: z.number().int().nullable(),
    to: z.number().int().nullable(),
    next_page_url: z.string().nullable(),
    prev_page_url: z.string().nullable(),
  });
export type Paginated<T> = {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  from: number | null;
  to: number | null;
  next_page_url: string | null;
  prev_page_url: string | null;
};

export const MAX_PER_PAGE = 100;

/** `page` starts at 1; bad values fall back to 1 rather than failing the request. */
export const pageParam = z.coerce.number().int().min(1).catch(1).default(1);
/** `per_page` falls back to the list's default on bad values and is capped at MAX_PER_PAGE. */
export const perPageParam = (defaultSize: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .catch(defaultSize)
    .default(defaultSize)
    .transform((n) => Math.min(n, MAX_PER_PAGE));

/** The paginator's numbers without the items; `next_page`/`prev_page` are page numbers or null. */
export type PageNumbers = Omit<Paginated<never>, 'data' | 'next_page_url' | 'prev_page_url'> & {
  next_page: number | null;
  prev_page: number | null;
};

export type PaginateOptions = {
  /** How many items this page holds; by default what `total` leaves for the page. */
  itemCount?: number;
  /** Whether another page exists, when known from an extra fetched row (lists with estimated totals). */
  hasMore?: boolean;
};

/**
 * The paginator arithmetic, shared by the API and the test factories. A page past the end has no items and
 * keeps the real total; its previous page is the last one.
 */
export const paginate = (
  total: number,
  page: number,
  perPage: number,
  { itemCount, hasMore }: PaginateOptions = {},
): PageNumbers => {
  const fromTotal = Math.max(1, Math.ceil(total / perPage));
  // With hasMore known, this page is the last one only when it holds rows; a page past the end keeps the total's.
  const knownLast = hasMore ? page + 1 : (itemCount ?? 0) > 0 ? page : fromTotal;
  const lastPage = hasMore === undefined ? fromTotal : Math.max(fromTotal, knownLast);
  const count = itemCount ?? Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
  const from = count > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: lastPage,
    from,
    to: from === null ? null : from + count - 1,
    next_page: (hasMore ?? page < lastPage) ? page + 1 : null,
    prev_page: page > 1 ? Math.min(page - 1, lastPage) : null,
  };
};

/** A full paginator: `items` as the page `numbers` describe, page links built by `pageUrl`. */
export const toPaginated = <T>(
  items: T[],
  { next_page, prev_page, ...numbers }: PageNumbers,
  pageUrl: (page: number) => string,
): Paginated<T> => ({
  data: items,
  ...numbers,
  next_page_url: next_page === null ? null : pageUrl(next_page),
  prev_page_url: prev_page === null ? null : pageUrl(prev_page),
});
