import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { TeamRole } from '@coachboard/contract';
import { envelope, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { Component as TrainingDayRoute } from '../routes/training-day-route';
import { createDay, DAY_PATH, DAY_URL } from './day-factories';

/** The training day page at DAY_URL (program 3, week 40, day 402), as a member of `teamRole` sees it. */
export const renderTrainingDay = (teamRole?: TeamRole) =>
  renderWithRouter(<TrainingDayRoute />, {
    path: '/admin/programs/:programId/weeks/:weekId/days/:dayId',
    url: DAY_URL,
    ...(teamRole ? { teamRole } : {}),
  });

/** A rest day (Day 10) offers no button of that name. */
export async function expectNoButtonOnRestDay(name: string) {
  mockApi({ [`GET ${DAY_PATH}`]: () => envelope(createDay([], { is_rest_day: true })) });
  renderTrainingDay();
  await screen.findByRole('heading', { level: 1, name: 'Day 10' });
  expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
}
