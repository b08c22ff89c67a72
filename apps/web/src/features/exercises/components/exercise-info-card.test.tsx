import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createExerciseDetail } from '../testing/exercise-factories';
import { ExerciseInfoCard } from './exercise-info-card';

describe('ExerciseInfoCard', () => {
  it("shows the created date in the panel's short form", () => {
    render(<ExerciseInfoCard exercise={createExerciseDetail({ created_at: '2026-03-04T10:00:00.000Z' })} />);
    const created = screen.getByText('Created').nextElementSibling;
    expect(created).toHaveTextContent(/^Mar 4, 2026$/);
  });

  it("gives an empty value rather than 'Invalid Date' when the date is unreadable", () => {
    render(<ExerciseInfoCard exercise={createExerciseDetail({ created_at: 'not a date' })} />);
    expect(screen.getByText('Created').nextElementSibling).toHaveTextContent(/^$/);
  });
});
