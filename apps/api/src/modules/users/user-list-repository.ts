import { and, eq, ilike, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  USER_SEARCH_EXACT_TOTAL_LIMIT,
  type UserAttention,
  type UserListItem,
  type UserListSort,
} from '@coachboard/contract';
import { files, holdsShortTerm, userFullName, users } from '../../db/schema/index.js';
import type { Queryable } from '../../lib/db-types.js';
import { namedCondition, notDeleted, textSearch } from '../../lib/list-filters.js';
import { pagedList } from '../../lib/paged-list.js';
import { containsPattern } from '../../lib/sql.js';
import { toUserDto } from '../auth/public.js';
import { attentionFactsOf } from './user-attention-facts.js';
import {
  endingAssignmentCondition,
  endingAssignments,
  userAttentionConditions,
  userAttentionTotals,
} from './user-attention.js';
import { userWithImage } from './users-repository.js';

export interface UserFilters {
  search?: string | undefined;
  /** true: active only, false: soft-deleted only, undefined: both. */
  isActive?: boolean | undefined;
}

/** The list's filters: the export's, and the dashboard cards' users (`user-attention.ts`). */
export interface UserListFilters extends UserFilters {
  attention?: UserAttention | undefined;
}

/**
 * Search: the full name ("First Last") or the e-mail contains the term, case-insensitively; each side has a
 * trigram GIN index (users_full_name_trgm_idx, users_email_trgm_idx), so PostgreSQL ORs two bitmap scans.
 * `pattern` is the `%term%` value, or a placeholder for it in a statement built once.
 */
const userConditions = (isActive: boolean | undefined, pattern: string | Placeholder | undefined) => {
  const conditions: SQL[] = [];
  if (isActive === true) conditions.push(isNull(users.deletedAt));
  if (isActive === false) conditions.push(isNotNull(users.deletedAt));
  if (pattern !== undefined) {
    conditions.push(or(sql`${userFullName} ilike ${pattern}`, ilike(users.email, pattern))!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
};

/**
 * The users area lists app users only (role user): panel accounts (role admin: owners, coaches, moderators) are
 * the Team page's, and a role that may not open it does not read them here either (docs/users.md).
 */
const appUsersOnly = sql`${users.role} = 'user'`;

/** The export's filter (the list declares the same conditions in `userList`). */
export const userFiltersToWhere = ({ search, isActive }: UserFilters): SQL | undefined =>
  and(appUsersOnly, userConditions(isActive, search ? containsPattern(search) : undefined));

/** Panel accounts, counted through users_admins_idx (a handful): the kept count of every account less these. */
const panelAccountCount = sql`(select count(*) from users panel where panel.role = 'admin')`;

/** The search every users list declares: `userConditions`' match, short terms through their index. */
const userSearch = textSearch((pattern) => userConditions(undefined, pattern)!, {
  shortTerm: holdsShortTerm(users),
});

const profileImageJoin = [{ table: files, on: eq(files.id, users.profileImageId) }];

/**
 * The users list (app users only) in one order. The search (full name or e-mail) is `userConditions`' match;
 * every app user (deleted ones included) is the kept count of every account (migration 0011) less the panel
 * accounts, the active ones the kept count of active app users (migration 0030); the deleted ones, a small share,
 * are counted through their partial index.
 */
const appUserList = (name: string, orderBy: { column: AnyPgColumn; direction: 'asc' | 'desc' }) =>
  pagedList({
    name,
    table: users,
    key: users.id,
    where: appUsersOnly,
    columns: userWithImage,
    leftJoins: profileImageJoin,
    orderBy,
    filters: {
      search: userSearch,
      isActive: notDeleted(users.deletedAt),
      attention: namedCondition(userAttentionConditions),
    },
    keptTotals: [
      { when: {}, counted: 'users', minus: panelAccountCount },
      { when: { isActive: true }, counted: 'active_app_users' },
      ...Object.entries(userAttentionTotals).map(([attention, total]) => ({
        when: { attention: attention as UserAttention },
        ...total,
      })),
    ],
    boundedTotal: { exactUpTo: USER_SEARCH_EXACT_TOTAL_LIMIT, searchesOnly: true },
  });

/** The users list, newest first. */
const userList = appUserList('app_users', { column: users.createdAt, direction: 'desc' });

/**
 * The users list by kept 7-day compliance, lowest first, users with no figure last (`sort=compliance_7d`): page 1
 * is the start of users_compliance_7d_idx (compliance_7d, id) where role = 'user' (migration 0040), read in its
 * order (ascending puts nulls last, as the index keeps them).
 */
const complianceList = appUserList('users_by_compliance', { column: users.compliance7d, direction: 'asc' });

/**
 * The 'Compliance dropped' users (`attention=compliance_dropped`), by their last training day, latest first: a
 * range of the partial index users_compliance_dropped_idx (last_training_day, id) (migration 0040), whose
 * predicate the condition spells, read backwards in the list's order; its total counts the same range (the card's
 * count). Newest-first would walk users_created_at past every user not on the card.
 */
const complianceDroppedList = pagedList({
  name: 'users_compliance_dropped',
  table: users,
  key: users.id,
  where: userAttentionConditions.compliance_dropped,
  columns: userWithImage,
  leftJoins: profileImageJoin,
  orderBy: { column: users.lastTrainingDay, direction: 'desc' },
  filters: {
    search: userSearch,
    isActive: notDeleted(users.deletedAt),
  },
  boundedTotal: { exactUpTo: USER_SEARCH_EXACT_TOTAL_LIMIT, searchesOnly: true },
});

/**
 * The 'Programs ending soon' users by the end of their program, soonest first (`sort=ends_on`): a range of
 * program_users_active_ending_idx (migration 0034) in the list's order, one assignment per user (their last),
 * each joined to its user for the row and the search. Its total is the card's count.
 */
const endingSoonList = pagedList({
  name: 'users_ending',
  table: endingAssignments,
  key: endingAssignments.userId,
  deferredJoin: false,
  where: endingAssignmentCondition,
  columns: userWithImage,
  innerJoins: [{ table: users, on: eq(users.id, endingAssignments.userId) }],
  leftJoins: profileImageJoin,
  orderBy: { column: endingAssignments.endsOn, direction: 'asc' },
  filters: {
    search: userSearch,
    isActive: notDeleted(users.deletedAt),
  },
  boundedTotal: { exactUpTo: USER_SEARCH_EXACT_TOTAL_LIMIT, searchesOnly: true },
});

const pageOf = (
  db: Queryable,
  filters: UserListFilters,
  page: number,
  perPage: number,
  sort?: UserListSort,
) => {
  if (sort === 'ends_on' && filters.attention === 'program_ending') {
    return endingSoonList(db, { search: filters.search, isActive: filters.isActive }, { page, perPage });
  }
  if (sort === 'compliance_7d') return complianceList(db, filters, { page, perPage });
  if (filters.attention === 'compliance_dropped') {
    return complianceDroppedList(
      db,
      { search: filters.search, isActive: filters.isActive },
      { page, perPage },
    );
  }
  return userList(db, filters, { page, perPage });
};

/**
 * A page of the users list; with a card's `attention`, each row carries the fact behind the card (one more
 * statement per page at most, `attentionFactsOf`). `withCompliance`: each row carries the user's kept 7-day
 * compliance (the caller's role may read training data).
 */
export const listUsers = async (
  db: Queryable,
  filters: UserListFilters,
  page: number,
  perPage: number,
  sort?: UserListSort,
  { withCompliance = false }: { withCompliance?: boolean } = {},
) => {
  const { items: rows, ...totals } = await pageOf(db, filters, page, perPage, sort);
  const items: UserListItem[] = rows.map((row) => ({
    ...toUserDto(row.user, row.image),
    ...(withCompliance ? { compliance_7d: row.user.compliance7d } : {}),
  }));
  if (!filters.attention) return { items, ...totals };
  const facts = await attentionFactsOf(
    db,
    filters.attention,
    rows.map((row) => ({
      id: row.user.id,
      created_at: row.user.createdAt.toISOString(),
      kept: row.user,
    })),
  );
  return {
    items: items.map((item) => {
      const fact = facts.get(item.id);
      return fact ? { ...item, attention_fact: fact } : item;
    }),
    ...totals,
  };
};

/**
 * How many panel accounts have an e-mail containing the term: the users list answers it with a search, so the
 * panel can say that the person searched for is on the Team page. Panel accounts are a handful
 * (users_admins_idx).
 */
export const countTeamMemberMatches = async (db: Queryable, search: string) => {
  const result = await db.execute<{ matches: number }>(sql`
    select count(*)::int as matches from users
    where role = 'admin' and email ilike ${containsPattern(search)}`);
  return Number(result.rows[0]?.matches ?? 0);
};

/** The ids of the users the list shows for these filters, in list order, up to `limit` (bulk delete, assign). */
export const matchingUserIds = async (db: Queryable, filters: UserListFilters, limit: number) => {
  const { keys, total } = await userList.matchingKeys(db, filters, { limit });
  return { ids: keys, total };
};

/**
 * The list's matches for a bulk action ("select all N matching"), in list order, up to `limit`, and how many the
 * list matches, the total the admin saw: app users only, as the list lists them.
 */
export const matchingAppUserIds = matchingUserIds;
