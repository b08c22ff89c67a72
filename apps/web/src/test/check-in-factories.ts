import type { CoachCheckIn, OverdueCheckIn } from '@coachboard/contract';

/** A check-in as the coach's routes answer it: Anna's, with no review, unless told otherwise. */
export const createCoachCheckIn = (overrides: {
  id?: number;
  date?: string;
  user?: Partial<CoachCheckIn['user']>;
  check_in?: Partial<CoachCheckIn['check_in']>;
  changes?: Partial<CoachCheckIn['changes']>;
  first?: CoachCheckIn['first'];
}): CoachCheckIn => {
  const id = overrides.id ?? 11;
  return {
    check_in: {
      id,
      client_id: '2f0c0a52-91c9-4a5c-8e3c-1b1d3f6a9e01',
      date: overrides.date ?? '2026-11-20',
      bodyweight_kg: 79,
      waist_cm: 88.5,
      sleep_hours: 7.5,
      energy: 4,
      notes: null,
      photos: [],
      review: null,
      created_at: '2026-11-20T08:30:00.000Z',
      ...overrides.check_in,
    },
    user: {
      id: 5,
      email: 'anna@example.com',
      first_name: 'Anna',
      last_name: 'Berg',
      deleted_at: null,
      is_active: true,
      ...overrides.user,
    },
    changes: {
      bodyweight_kg: { previous: 79.4, previous_date: '2026-11-13', change: -0.4 },
      waist_cm: { previous: 90, previous_date: '2026-11-06', change: -1.5 },
      ...overrides.changes,
    },
    first: overrides.first ?? null,
  };
};

export const createOverdueCheckIn = (overrides: Partial<OverdueCheckIn> = {}): OverdueCheckIn => ({
  user: {
    id: 8,
    email: 'ben@example.com',
    first_name: 'Ben',
    last_name: 'Okafor',
    deleted_at: null,
    is_active: true,
  },
  weekday: 'monday',
  every_weeks: 2,
  due_on: '2026-11-16',
  last_check_in_on: '2026-10-30',
  ...overrides,
});
