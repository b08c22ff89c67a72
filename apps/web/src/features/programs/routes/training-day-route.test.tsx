import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { Component as TrainingDayRoute } from './training-day-route';

const DAY = '/api/training-programs/3/training-weeks/40/training-days/402';

const renderDay = () =>
  renderWithRouter(<TrainingDayRoute />, {
    path: '/admin/programs/:programId/weeks/:weekId/days/:dayId',
    url: '/admin/programs/3/weeks/40/days/402',
  });

describe('training day page', () => {
  it('titles the day with its absolute number and shows its week', async () => {
    mockApi({
      [`GET ${DAY}`]: () =>
        envelope({
          id: 402,
          day_of_the_week: 3,
          is_rest_day: false,
          training_week: { id: 40, sequence_number: 2, training_program_id: 3 },
          user_exercise_activity_logs: [],
        }),
    });
    renderDay();
    expect(await screen.findByRole('heading', { level: 1, name: 'Day 10' })).toBeInTheDocument();
    expect(screen.getByText('Week 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Program' })).toHaveAttribute(
      'href',
      '/admin/programs/3',
    );
  });

  it('says when the day does not exist', async () => {
    mockApi({ [`GET ${DAY}`]: () => errorResponse(404, 'Training day not found.') });
    renderDay();
    expect(await screen.findByRole('alert')).toHaveTextContent('Training day not found.');
    expect(screen.getByRole('button', { name: 'Back to Program' })).toBeInTheDocument();
  });
});
