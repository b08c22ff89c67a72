import { describe, expect, it } from 'vitest';
import {
  daysHoldExercisesMessage,
  programApiMessages,
  programListQuerySchema,
  programSearchQuerySchema,
  programUsersQuerySchema,
  trainingWeeksQuerySchema,
  weeksHoldExercisesMessage,
} from '../src/index.js';

describe('409 messages naming the weeks and days that hold exercises', () => {
  it('names one, two and several weeks', () => {
    expect(weeksHoldExercisesMessage([5])).toBe(
      'Cannot remove Week 5: it holds assigned exercises. Unassign them first.',
    );
    expect(weeksHoldExercisesMessage([4, 6])).toBe(
      'Cannot remove Week 4 and Week 6: they hold assigned exercises. Unassign them first.',
    );
    expect(weeksHoldExercisesMessage([2, 3, 4])).toContain('Week 2, Week 3 and Week 4: they hold');
  });

  it('names days by absolute number and shortens long lists', () => {
    expect(daysHoldExercisesMessage([9])).toBe(
      'Cannot turn Day 9 into a rest day: it holds assigned exercises. Unassign them first.',
    );
    const many = daysHoldExercisesMessage(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(many).toContain(
      'Day 1, Day 2, Day 3, Day 4, Day 5, Day 6, Day 7, Day 8, Day 9, Day 10 and 4 more',
    );
    expect(many).toContain('into rest days: they hold');
  });
});

describe('query schemas', () => {
  it('defaults and falls back for paging values', () => {
    expect(programListQuerySchema.parse({})).toEqual({ page: 1 });
    expect(programListQuerySchema.parse({ page: 'x', search: '', program_type: '' })).toEqual({ page: 1 });
    expect(trainingWeeksQuerySchema.parse({})).toEqual({ page: 1, per_page: 15 });
    expect(trainingWeeksQuerySchema.parse({ per_page: '500' }).per_page).toBe(100);
    expect(programUsersQuerySchema.parse({ search: '  ann ' })).toEqual({
      page: 1,
      per_page: 20,
      search: 'ann',
    });
  });

  it('refuses unknown filters and overlong search terms with the messages', () => {
    const type = programListQuerySchema.safeParse({ program_type: 'yoga' });
    expect(type.success ? null : type.error.issues[0]?.message).toBe(programApiMessages.invalidProgramType);
    const level = programListQuerySchema.safeParse({ difficulty_level: 'hard' });
    expect(level.success ? null : level.error.issues[0]?.message).toBe(
      programApiMessages.invalidDifficultyLevel,
    );
    const long = programSearchQuerySchema.safeParse({ searchTerm: 'x'.repeat(256) });
    expect(long.success ? null : long.error.issues[0]?.message).toBe(programApiMessages.searchTooLong);
  });
});
