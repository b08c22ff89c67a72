import type { UserListItem, UserProgram } from '@coachboard/contract';
import { createProgramSummary } from '@/test/program-factories';

let nextId = 7000;

/** A program of a user with its assignment: starts 2026-11-02, assigned on 2026-10-20, four weeks. */
export const createUserProgram = (overrides: Partial<UserProgram> = {}): UserProgram => ({
  ...createProgramSummary({ id: overrides.id ?? nextId++, description: null }),
  assigned_at: '2026-10-20T09:30:00.000Z',
  start_date: '2026-11-02',
  mode: 'linked',
  ends_on: '2026-11-30',
  ...overrides,
});

/** An app user as the users list sends one. */
export const createAppUser = (overrides: Partial<UserListItem> = {}): UserListItem => {
  const id = overrides.id ?? nextId++;
  return {
    id,
    email: `member${id}@example.com`,
    first_name: 'Member',
    last_name: `Number${id}`,
    gender: null,
    date_of_birth: null,
    height: null,
    email_verified_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    deleted_at: null,
    role: 'user',
    team_role: null,
    is_active: true,
    profile_image: null,
    ...overrides,
  };
};
