import type { ProgramSummary } from '@coachboard/contract';

let nextId = 1000;

/** A program as the programs list sends one (the users area's pickers and lists show them too). */
export const createProgramSummary = (overrides: Partial<ProgramSummary> = {}): ProgramSummary => {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Program ${id}`,
    program_type: 'strength',
    difficulty_level: 'beginner',
    duration_weeks: 4,
    training_days_per_week: 3,
    workout_duration: '45 - 60 mins',
    description: 'Build strength with compound lifts.',
    image: null,
    training_program_image: null,
    is_admin: true,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
};
