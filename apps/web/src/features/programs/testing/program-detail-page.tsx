import { screen, within } from '@testing-library/react';
import type { ProgramDetail } from '@coachboard/contract';
import { envelope, mockApi, type MockHandler } from '@/test/api-mock';
import { paginatorOf } from '@/test/paginator';
import { renderWithRouter } from '@/test/render-with-router';
import { createUserSummary } from '@/test/user-factories';
import { Component as ProgramDetailRoute } from '../routes/programs-detail-route';
import { createProgramDetail, createTrainingWeeks } from './program-factories';

export const PROGRAM = '/api/training-programs/12';

/** Program 12's reads: the detail, its weeks, its assigned users (20 a page) and the users to add. */
export const mockProgram = (program: ProgramDetail, extra: Record<string, MockHandler> = {}) =>
  mockApi({
    [`GET ${PROGRAM}`]: () => envelope(program),
    [`GET ${PROGRAM}/training-weeks/all`]: () => envelope(createTrainingWeeks(program.duration_weeks)),
    [`GET ${PROGRAM}/assigned-users`]: (call) => {
      const page = Number(new URL(call.path, 'http://localhost').searchParams.get('page'));
      const users = program.users.slice((page - 1) * 20, page * 20);
      return envelope({
        ...paginatorOf(users, { page, perPage: 20, total: program.users.length }),
      });
    },
    [`GET ${PROGRAM}/available-users`]: () =>
      envelope(
        paginatorOf([createUserSummary({ id: 77, first_name: 'Nia', last_name: 'Long' })], { perPage: 20 }),
      ),
    ...extra,
  });

export const renderDetail = () =>
  renderWithRouter(<ProgramDetailRoute />, { path: '/admin/programs/:id', url: '/admin/programs/12' });

/** The value beside a label of the 'Program Information' card. */
export const infoValue = (label: string) =>
  within(screen.getByRole('region', { name: 'Program Information' })).getByText(label, { selector: 'dt' })
    .nextElementSibling;

/** Program 12, 'Summer Shred', with two assigned users. */
export const program = createProgramDetail({
  id: 12,
  name: 'Summer Shred',
  program_type: 'mobility_and_warm_up',
  difficulty_level: 'advanced',
  duration_weeks: 8,
  training_days_per_week: null,
  workout_duration: '60 - 90 mins',
  description: null,
  created_at: '2026-01-05T10:00:00.000Z',
  training_program_image: { id: 4, full_path: '/uploads/training-programs/shred.png' },
  users: [
    createUserSummary({ id: 1, first_name: 'Alice', last_name: 'Smith' }),
    createUserSummary({ id: 2, first_name: null, last_name: null, email: 'anon@example.com' }),
  ],
});
