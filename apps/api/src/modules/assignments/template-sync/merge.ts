import { syncDay, syncDescriptions as say, syncPath, syncWeek } from '@coachboard/contract/template-sync';
import { mergeDay } from './merge-day.js';
import { mergePart, type MergeReport } from './merge-parts.js';
import {
  sameDay,
  sameWeek,
  sortedSnapshot,
  type ProgramSnapshot,
  type SnapshotDay,
  type SnapshotExercise,
  type SnapshotGroup,
  type SnapshotWeek,
} from './snapshot.js';

/** What applying a merge writes to a copy, week and day numbers naming the places. */
export type SyncOperation =
  | { type: 'add-week'; week: number }
  | { type: 'remove-week'; week: number }
  | { type: 'add-day'; week: number; day: number; rest: boolean }
  | { type: 'remove-day'; week: number; day: number }
  | { type: 'set-rest'; week: number; day: number; rest: boolean }
  /** The day's exercises (in order) and groups as they should become, matched to the copy's rows by key. */
  | { type: 'write-day'; week: number; day: number; exercises: SnapshotExercise[]; groups: SnapshotGroup[] };

export interface MergeResult extends MergeReport {
  operations: SyncOperation[];
}

const byNumber = <T>(list: readonly T[], numberOf: (item: T) => number) =>
  new Map(list.map((item) => [numberOf(item), item]));

const numbersOf = (...maps: Map<number, unknown>[]) =>
  [...new Set(maps.flatMap((map) => [...map.keys()]))].sort((a, b) => a - b);

const writesOf = (week: number, day: SnapshotDay): SyncOperation[] =>
  day.exercises.length === 0 && day.groups.length === 0
    ? []
    : [{ type: 'write-day', week, day: day.day, exercises: day.exercises, groups: day.groups }];

const addDay = (week: number, day: SnapshotDay): SyncOperation[] => [
  { type: 'add-day', week, day: day.day, rest: day.rest },
  ...writesOf(week, day),
];

/**
 * A week or day the template removed and the copy left as it was, but holding day exercises: kept, a conflict.
 * A day exercise in the trash stays on its day (its restore puts it back there), so removing the day would take
 * them for good; the coach removes it from the copy's own schedule if wanted.
 */
const keepsExercises = <T>(
  result: MergeResult,
  path: string,
  parts: { base: T | undefined; template: T | undefined; copy: T | undefined },
  same: (a: T, b: T) => boolean,
  days: (part: T) => SnapshotDay[],
) => {
  const { base, template, copy } = parts;
  if (template !== undefined || copy === undefined || base === undefined || !same(copy, base)) return false;
  if (!days(copy).some((day) => day.exercises.length > 0)) return false;
  result.conflicts.push(say.removedInTemplateHoldsExercises(path));
  return true;
};

const mergeWeek = (
  result: MergeResult,
  number: number,
  base: SnapshotWeek | undefined,
  template: SnapshotWeek,
  copy: SnapshotWeek,
) => {
  const [baseDays, templateDays, copyDays] = [base?.days ?? [], template.days, copy.days].map((days) =>
    byNumber(days, (day) => day.day),
  ) as [Map<number, SnapshotDay>, Map<number, SnapshotDay>, Map<number, SnapshotDay>];
  for (const dayNumber of numbersOf(baseDays, templateDays, copyDays)) {
    const path = syncPath(syncWeek(number), syncDay(dayNumber));
    const parts = {
      base: baseDays.get(dayNumber),
      template: templateDays.get(dayNumber),
      copy: copyDays.get(dayNumber),
    };
    if (keepsExercises(result, path, parts, sameDay, (day) => [day])) continue;
    mergePart(result, path, parts, sameDay, {
      add: (day) => result.operations.push(...addDay(number, day)),
      remove: () => result.operations.push({ type: 'remove-day', week: number, day: dayNumber }),
      both: (templateDay, copyDay) => {
        const merged = mergeDay(result, path, parts.base, templateDay, copyDay);
        if (merged.rest !== copyDay.rest) {
          result.operations.push({ type: 'set-rest', week: number, day: dayNumber, rest: merged.rest });
        }
        if (!sameDay({ ...merged, rest: copyDay.rest }, copyDay)) {
          result.operations.push({
            type: 'write-day',
            week: number,
            day: dayNumber,
            exercises: merged.exercises,
            groups: merged.groups,
          });
        }
      },
    });
  }
};

/**
 * The three-way merge of a template's changes into one personal copy: `base` is the template as the
 * copy was made or last synced from, `template` and `copy` as they are now. Per part (a week, a day, a day
 * exercise added, removed or moved, a set and its fields, a group): changed only in the template is applied,
 * changed only in the copy is kept, changed in both differently is a conflict left as the copy has it, changed
 * in both alike is nothing; a week or day the template removed stays where the copy holds exercises in it (a
 * conflict: removing it would not put them in the trash). Answers the readable descriptions and the operations
 * that make the copy the merge.
 */
export const mergeTemplateIntoCopy = (
  base: ProgramSnapshot,
  template: ProgramSnapshot,
  copy: ProgramSnapshot,
): MergeResult => {
  const result: MergeResult = { applied: [], kept: [], conflicts: [], operations: [] };
  const [baseWeeks, templateWeeks, copyWeeks] = [base, template, copy].map((snapshot) =>
    byNumber(sortedSnapshot(snapshot).weeks, (week) => week.number),
  ) as [Map<number, SnapshotWeek>, Map<number, SnapshotWeek>, Map<number, SnapshotWeek>];
  for (const number of numbersOf(baseWeeks, templateWeeks, copyWeeks)) {
    const parts = {
      base: baseWeeks.get(number),
      template: templateWeeks.get(number),
      copy: copyWeeks.get(number),
    };
    if (keepsExercises(result, syncWeek(number), parts, sameWeek, (week) => week.days)) continue;
    mergePart(result, syncWeek(number), parts, sameWeek, {
      add: (week) => {
        result.operations.push({ type: 'add-week', week: number });
        for (const day of week.days) result.operations.push(...addDay(number, day));
      },
      remove: () => result.operations.push({ type: 'remove-week', week: number }),
      both: (templateWeek, copyWeek) => mergeWeek(result, number, parts.base, templateWeek, copyWeek),
    });
  }
  return result;
};

/** The copy with the operations applied (what the database holds after an apply; the tests compare it). */
export const applyOperations = (
  copy: ProgramSnapshot,
  operations: readonly SyncOperation[],
): ProgramSnapshot => {
  const weeks = new Map(
    sortedSnapshot(copy).weeks.map((week) => [week.number, { ...week, days: [...week.days] }]),
  );
  const dayOf = (week: number, day: number) =>
    weeks.get(week)?.days.find((candidate) => candidate.day === day);
  for (const operation of operations) {
    const week = weeks.get(operation.week);
    switch (operation.type) {
      case 'add-week':
        weeks.set(operation.week, { number: operation.week, days: [] });
        break;
      case 'remove-week':
        weeks.delete(operation.week);
        break;
      case 'add-day':
        week?.days.push({ day: operation.day, rest: operation.rest, exercises: [], groups: [] });
        break;
      case 'remove-day':
        if (week) week.days = week.days.filter((day) => day.day !== operation.day);
        break;
      case 'set-rest':
      case 'write-day': {
        const day = dayOf(operation.week, operation.day);
        if (!day || !week) break;
        const changed =
          operation.type === 'set-rest'
            ? { ...day, rest: operation.rest }
            : { ...day, exercises: operation.exercises, groups: operation.groups };
        week.days = week.days.map((candidate) => (candidate === day ? changed : candidate));
        break;
      }
    }
  }
  return sortedSnapshot({ weeks: [...weeks.values()] });
};
