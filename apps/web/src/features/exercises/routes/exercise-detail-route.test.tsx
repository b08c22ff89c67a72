import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readRecentRecords, rememberRecord } from '@/lib/recent-records';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { renderWithRouter } from '@/test/render-with-router';
import { createExerciseDetail } from '../testing/exercise-factories';
import { Component as ExerciseDetailRoute } from './exercise-detail-route';

const renderDetail = () =>
  renderWithRouter(<ExerciseDetailRoute />, {
    path: '/admin/exercise-library/:id',
    url: '/admin/exercise-library/4',
  });

describe('exercise detail', { timeout: 15_000 }, () => {
  it('puts the exercise first among the recently opened records, once', async () => {
    mockApi({
      'GET /api/exercises/4': () =>
        envelope(createExerciseDetail({ id: 4, name: 'Goblet Squat', target_muscle_group: 'full-body' })),
    });
    rememberRecord({
      kind: 'exercises',
      id: 4,
      title: 'Squat',
      subtitle: '',
      path: '/admin/exercise-library/4',
    });
    rememberRecord({ kind: 'recipes', id: 4, title: 'Oats', subtitle: '', path: '/admin/nutrition/4' });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Goblet Squat' })).toBeInTheDocument();
    expect(readRecentRecords().map((record) => [record.kind, record.title, record.subtitle])).toEqual([
      ['exercises', 'Goblet Squat', 'Full-body'],
      ['recipes', 'Oats', ''],
    ]);
  });

  it('remembers nothing when the exercise is missing', async () => {
    mockApi({ 'GET /api/exercises/4': () => errorResponse(404, 'Exercise not found') });
    renderDetail();
    expect(await screen.findByText('Exercise not found')).toBeInTheDocument();
    expect(readRecentRecords()).toEqual([]);
  });
});
