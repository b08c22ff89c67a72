import { describe, expect, it } from 'vitest';
import { adminPattern, routePaths } from './route-paths';

describe('route paths', () => {
  it('builds the addresses of spec part 2 section 2', () => {
    expect(routePaths.programs).toBe('/admin/programs');
    expect(routePaths.program(12)).toBe('/admin/programs/12');
    expect(routePaths.trainingDay(3, 40, 281)).toBe('/admin/programs/3/weeks/40/days/281');
    expect(routePaths.exercises).toBe('/admin/exercise-library');
    expect(routePaths.exercise(5)).toBe('/admin/exercise-library/5');
    expect(routePaths.recipes).toBe('/admin/nutrition');
    expect(routePaths.recipe(6)).toBe('/admin/nutrition/6');
    expect(routePaths.users).toBe('/admin/users');
    expect(routePaths.user(7)).toBe('/admin/users/7');
    expect(routePaths.community).toBe('/admin/community');
    expect(routePaths.post(8)).toBe('/admin/community/8');
  });

  it("builds the dashboard's addresses", () => {
    expect(routePaths.dashboard).toBe('/admin/dashboard');
    expect(routePaths.emptyTrainingDays).toBe('/admin/attention/empty-training-days');
  });

  it('gives the router and the links the same patterns', () => {
    expect(adminPattern('trainingDay')).toBe('/admin/programs/:programId/weeks/:weekId/days/:dayId');
    expect(adminPattern('userDetail')).toBe('/admin/users/:id');
  });
});
