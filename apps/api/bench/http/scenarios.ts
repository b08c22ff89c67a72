import {
  EXERCISES_PAGE_SIZE,
  POSTS_PAGE_SIZE,
  PROGRAM_SEARCH_PAGE_SIZE,
  PROGRAMS_PAGE_SIZE,
  RECIPES_PAGE_SIZE,
  AVAILABLE_USERS_PAGE_SIZE,
  USER_SEARCH_EXACT_TOTAL_LIMIT,
  USERS_PAGE_SIZE,
} from '@coachboard/contract';
import {
  dashboardCounts,
  exercisePage,
  postPage,
  programDetail,
  programPage,
  recipePage,
  searchResult,
} from './bodies.js';
import type { BodyBuilder } from './row-sets.js';
import { boundedUserPage, userPage, userSummaryPage } from './user-bodies.js';

/** Values looked up in the seeded database before the run. */
export interface Fixture {
  /** A program followed by a handful of users (a typical detail page). */
  programId: number;
  /** The program with the most users (its Manage Users dialog pages them). */
  crowdedProgramId: number;
}

/**
 * What answers one side of a scenario. `real`: the built Coachboard server. The bare server (node:http) can
 * answer with the real server's own body and status (`static`), after `select 1` (`select-1`), or by sending
 * the very statements the real route sent and building the body from their rows (`same-sql`; `withoutTotal`
 * sends them without the list's total, to measure what the total costs). `sameHeaders`: the bare answer also carries
 * every header the real one sends (the security headers and a fresh request id), so the ratio shows the
 * framework's cost apart from the headers' own.
 */
export type Side =
  | { kind: 'real' }
  | { kind: 'static'; sameHeaders?: boolean }
  | { kind: 'select-1'; sameHeaders?: boolean }
  | { kind: 'same-sql'; body: BodyBuilder; withoutTotal?: boolean };

export interface Scenario {
  /** Short id, used on the command line (`--only`) and in the bare server's paths. */
  key: string;
  title: string;
  /** The real route asked; both sides answer for it. */
  path: (fixture: Fixture) => string;
  /** Sends the bench admin's access token. */
  auth: boolean;
  a: Side;
  b: Side;
  /** Whether side A's body must equal side B's (a variant without the total answers differently). */
  sameBody: boolean;
  /** JSON paths whose values legitimately differ between two answers (a timestamp each takes): not compared. */
  volatile?: string[];
}

const real: Side = { kind: 'real' };
const versusBare = (key: string, title: string, path: Scenario['path'], body: BodyBuilder): Scenario => ({
  key,
  title,
  path,
  auth: true,
  a: real,
  b: { kind: 'same-sql', body },
  sameBody: true,
});

const totalCost = (key: string, title: string, path: string, perPage: number): Scenario => ({
  key,
  title,
  path: () => path,
  auth: true,
  a: { kind: 'same-sql', body: programPage(perPage) },
  b: { kind: 'same-sql', body: programPage(perPage, false), withoutTotal: true },
  sameBody: false,
});

/** Add a later area's routes here: a real route against the bare handler sending its SQL. */
export const scenarios: Scenario[] = [
  {
    key: 'not-found',
    title: 'JSON 404 under /api (also the DB-free trivial route) vs raw node:http',
    path: () => '/api/no-such-route',
    auth: false,
    a: real,
    b: { kind: 'static' },
    sameBody: true,
  },
  {
    key: 'health',
    title: 'GET /api/health vs node:http + pg `select 1`',
    path: () => '/api/health',
    auth: false,
    a: real,
    b: { kind: 'select-1' },
    sameBody: true,
  },
  {
    key: 'not-found-same-headers',
    title: 'JSON 404 under /api vs raw node:http sending the same headers',
    path: () => '/api/no-such-route',
    auth: false,
    a: real,
    b: { kind: 'static', sameHeaders: true },
    sameBody: true,
  },
  {
    key: 'health-same-headers',
    title: 'GET /api/health vs node:http + pg `select 1` sending the same headers',
    path: () => '/api/health',
    auth: false,
    a: real,
    b: { kind: 'select-1', sameHeaders: true },
    sameBody: true,
  },
  versusBare(
    'program-detail',
    'program detail vs bare same SQL',
    (f) => `/api/training-programs/${f.programId}`,
    programDetail,
  ),
  versusBare(
    'programs-page-1',
    'programs list page 1 (with total) vs bare same SQL',
    () => '/api/training-programs',
    programPage(PROGRAMS_PAGE_SIZE),
  ),
  versusBare(
    'programs-page-300',
    'programs list page 300 vs bare same SQL',
    () => '/api/training-programs?page=300',
    programPage(PROGRAMS_PAGE_SIZE),
  ),
  versusBare(
    'admin-search',
    'admin-search "power" vs bare same SQL',
    () => '/api/training-programs/admin-search?searchTerm=power',
    programPage(PROGRAM_SEARCH_PAGE_SIZE),
  ),
  versusBare(
    'users-page-1',
    'users list page 1 (with total) vs bare same SQL',
    () => '/api/users',
    userPage(USERS_PAGE_SIZE),
  ),
  versusBare(
    'users-search',
    'users search "smith" vs bare same SQL',
    () => '/api/users?search=smith',
    userPage(USERS_PAGE_SIZE),
  ),
  versusBare(
    'users-search-broad',
    'users search "jo" (a broad two-letter term: counted up to the bound) vs bare same SQL',
    () => '/api/users?search=jo',
    boundedUserPage(USERS_PAGE_SIZE, USER_SEARCH_EXACT_TOTAL_LIMIT),
  ),
  versusBare(
    'users-search-deep',
    'users search "smith", page 40 vs bare same SQL',
    () => '/api/users?search=smith&page=40',
    boundedUserPage(USERS_PAGE_SIZE, USER_SEARCH_EXACT_TOTAL_LIMIT),
  ),
  versusBare(
    'assigned-users',
    'Manage Users: the assigned users of the program with the most users, page 1 vs bare same SQL',
    (f) => `/api/training-programs/${f.crowdedProgramId}/assigned-users`,
    userSummaryPage(AVAILABLE_USERS_PAGE_SIZE),
  ),
  versusBare(
    'exercises-page-1',
    'exercise library page 1 (assigned-program counts, total) vs bare same SQL',
    () => '/api/exercises',
    exercisePage(EXERCISES_PAGE_SIZE),
  ),
  versusBare(
    'recipes-page-1',
    'recipe library page 1 (with total) vs bare same SQL',
    () => '/api/recipes',
    recipePage(RECIPES_PAGE_SIZE),
  ),
  versusBare(
    'posts-page-1',
    'community posts page 1 (authors, likes, attachments) vs bare same SQL',
    () => '/api/posts',
    postPage(POSTS_PAGE_SIZE),
  ),
  versusBare(
    'search-common',
    'global search "john" (every kind, 5 each) vs bare same SQL',
    () => '/api/search?q=john',
    searchResult,
  ),
  versusBare(
    'search-rare',
    'global search "post 123456" vs bare same SQL',
    () => '/api/search?q=post%20123456',
    searchResult,
  ),
  {
    ...versusBare(
      'dashboard',
      'dashboard, six counts in one statement vs bare same SQL',
      () => '/api/dashboard',
      dashboardCounts,
    ),
    // generated_at is each answer's own now(): the counts must match, the time cannot.
    volatile: ['$.data.generated_at'],
  },
  totalCost(
    'page-1-total',
    'bare: list page 1 with its total vs without',
    '/api/training-programs',
    PROGRAMS_PAGE_SIZE,
  ),
  totalCost(
    'search-total',
    'bare: admin-search "power" with its total vs without',
    '/api/training-programs/admin-search?searchTerm=power',
    PROGRAM_SEARCH_PAGE_SIZE,
  ),
];
