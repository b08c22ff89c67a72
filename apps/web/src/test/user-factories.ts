import type { User, UserSummary } from '@coachboard/contract';

let nextUserId = 1;

export const createUser = (overrides: Partial<User> = {}): User => {
  const id = nextUserId++;
  return {
    id,
    email: `admin${id}@example.com`,
    first_name: 'Ada',
    last_name: 'Admin',
    gender: null,
    date_of_birth: null,
    height: null,
    email_verified_at: null,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    deleted_at: null,
    role: 'admin',
    team_role: overrides.role === 'user' ? null : 'owner',
    is_active: true,
    profile_image: null,
    ...overrides,
  };
};

let nextSummaryId = 5000;

export const createUserSummary = (overrides: Partial<UserSummary> = {}): UserSummary => {
  const id = overrides.id ?? nextSummaryId++;
  return {
    id,
    email: `user${id}@example.com`,
    first_name: 'User',
    last_name: `Number${id}`,
    deleted_at: null,
    is_active: true,
    ...overrides,
  };
};

/** App users 1 to `count`: 'Member 1' (m1@example.com), 'Member 2', ... */
export const createMembers = (count: number): User[] =>
  Array.from({ length: count }, (_, index) =>
    createUser({
      id: index + 1,
      first_name: 'Member',
      last_name: `${index + 1}`,
      email: `m${index + 1}@example.com`,
      role: 'user',
    }),
  );
