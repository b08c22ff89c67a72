// The users area's bodies (bodies.ts has the others): the users list, its bounded-total search pages, and a
// program's assigned users.
import { paginate, toPaginated } from '@coachboard/contract';
import {
  findSet,
  has,
  int,
  iso,
  lacks,
  listPage,
  pageUrl,
  paginator,
  totalOf,
  type BodyBuilder,
  type Row,
  type RowSet,
} from './row-sets.js';

export const userSummary = (row: Row) => ({
  id: int(row.id),
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  deleted_at: iso(row.deleted_at),
  is_active: row.deleted_at === null,
});

const isUserSet = (set: RowSet) => has(set, 'email', 'password_hash', 'token_version');

/** A `date` column: pg reads it as local midnight; the API sends the stored `YYYY-MM-DD`. */
const dateOnly = (value: unknown) => {
  if (value === null || value === undefined) return null;
  if (!(value instanceof Date)) return String(value);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
};

/** apps/api/src/modules/auth/user-dto.ts; the page joins `files` for the profile image (`id_2`, `full_path`). */
const userDto = (row: Row) => ({
  id: int(row.id),
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  gender: row.gender,
  date_of_birth: dateOnly(row.date_of_birth),
  height: row.height,
  email_verified_at: iso(row.email_verified_at),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
  deleted_at: iso(row.deleted_at),
  role: row.role,
  is_active: row.deleted_at === null,
  profile_image:
    row.id_2 !== null && row.id_2 !== undefined ? { id: int(row.id_2), full_path: row.full_path } : null,
});

export const userPage = listPage(isUserSet, 'user rows', userDto);

const pageNumberOf = (requestUrl: string) =>
  Number(new URL(requestUrl, 'http://placeholder').searchParams.get('page') ?? 1);

/**
 * A users search counted up to `exactUpTo` first (apps/api/src/lib/paged-list.ts, `boundedTotal`): within the
 * bound the exact total; past it one extra row says whether another page exists, the last page tells the exact
 * total and any other page how many users there are at least (`total_is_lower_bound`).
 */
export const boundedUserPage =
  (perPage: number, exactUpTo: number): BodyBuilder =>
  ({ url, sets }) => {
    const page = findSet(sets, isUserSet, 'user rows');
    const counted = totalOf(sets, page);
    const items = page.rows.slice(0, perPage).map(userDto);
    const pageNumber = pageNumberOf(url);
    const pageUrlOf = (n: number) => pageUrl(url, n);
    if (counted <= exactUpTo) return { success: true, data: paginator(items, counted, url, perPage) };
    const hasMore = page.rows.length > perPage;
    const offset = (pageNumber - 1) * perPage;
    if (!hasMore && items.length > 0) {
      return { success: true, data: paginator(items, offset + items.length, url, perPage) };
    }
    const total = Math.max(exactUpTo, offset + items.length);
    const numbers = paginate(total, pageNumber, perPage, { itemCount: items.length, hasMore });
    return { success: true, data: { ...toPaginated(items, numbers, pageUrlOf), total_is_lower_bound: true } };
  };

/** A page of a program's assigned users (the user picker's answer), its total carried on each row. */
export const userSummaryPage =
  (perPage: number): BodyBuilder =>
  ({ url, sets }) => {
    const page = findSet(
      sets,
      (set) => has(set, 'email', 'first_name', 'deleted_at') && lacks(set, 'password_hash'),
      'user summary rows',
    );
    return { success: true, data: paginator(page.rows.map(userSummary), totalOf(sets, page), url, perPage) };
  };
