import { describe, expect, it } from 'vitest';
import { dayExerciseHeldAgainMessage, exerciseRestDayClashMessage } from '../src/exercise-trash.js';
import {
  currentDayWords,
  dayExerciseName,
  formatUtcTimestamp,
  trainingDayName,
  weekDayLabel,
} from '../src/index.js';

describe('one way to name a day', () => {
  it('names a day by its week and its place in the week', () => {
    expect(weekDayLabel(2, 1)).toBe('Week 2 · Day 1');
    expect(trainingDayName(2, 3, 'Strength Base')).toBe('Week 2 · Day 3 of Strength Base');
    expect(dayExerciseName('Back squat', 1, 7)).toBe('Back squat (Week 1 · Day 7)');
  });

  it('puts names written by weekday into the same words', () => {
    expect(currentDayWords('Wednesday, week 2 of Strength Base')).toBe('Week 2 · Day 3 of Strength Base');
    expect(currentDayWords('Squat (Sunday, week 10)')).toBe('Squat (Week 10 · Day 7)');
    expect(currentDayWords('Monday check-in')).toBe('Monday check-in');
    expect(currentDayWords('Strength Base')).toBe('Strength Base');
  });

  it('says where an exercise could not come back to in the same words', () => {
    const place = { exercise: 'Squat', dayOfTheWeek: 3, week: 2, program: 'Strength Base' };
    expect(exerciseRestDayClashMessage(place)).toBe(
      "'Squat' was on Week 2 · Day 3 of 'Strength Base', now a rest day",
    );
    expect(dayExerciseHeldAgainMessage(place)).toBe(
      "'Squat' cannot come back to Week 2 · Day 3 of 'Strength Base': the day holds it again; remove it there first",
    );
  });
});

describe('a moment in a message the API writes', () => {
  it("uses the panel's long form in US English and UTC, and says so", () => {
    expect(formatUtcTimestamp(new Date('2026-05-13T09:00:00Z'))).toBe('May 13, 2026, 9:00 AM UTC');
    expect(formatUtcTimestamp(new Date('2026-11-29T23:30:00Z'))).toBe('Nov 29, 2026, 11:30 PM UTC');
  });
});
