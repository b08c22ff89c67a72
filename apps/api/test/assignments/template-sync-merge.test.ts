import { describe, expect, it } from 'vitest';
import { applyOperations, mergeTemplateIntoCopy } from '../../src/modules/assignments/template-sync/merge.js';
import {
  normalizeSet,
  type ProgramSnapshot,
  type SnapshotDay,
  type SnapshotExercise,
  type SnapshotGroup,
} from '../../src/modules/assignments/template-sync/snapshot.js';

const NAMES: Record<number, string> = { 1: 'Bench press', 2: 'Squat', 3: 'Deadlift', 4: 'Row', 5: 'Curl' };

/** A day exercise keyed by its exercise id (`t<id>`), with one set per reps value. */
const ex = (
  exerciseId: number,
  reps: number[],
  options: { key?: string; group?: string } = {},
): SnapshotExercise => ({
  key: options.key ?? `t${exerciseId}`,
  exercise_id: exerciseId,
  name: NAMES[exerciseId] ?? `Exercise ${exerciseId}`,
  sets: reps.map((value) => normalizeSet({ reps: value })),
  group: options.group ?? null,
});
const day = (number: number, exercises: SnapshotExercise[], groups: SnapshotGroup[] = []): SnapshotDay => ({
  day: number,
  rest: false,
  exercises,
  groups,
});
const rest = (number: number): SnapshotDay => ({ day: number, rest: true, exercises: [], groups: [] });
const program = (...weeks: SnapshotDay[][]): ProgramSnapshot => ({
  weeks: weeks.map((days, index) => ({ number: index + 1, days })),
});
const clone = (snapshot: ProgramSnapshot): ProgramSnapshot => structuredClone(snapshot);

/** Merges and answers the report with the copy as an apply leaves it. */
const sync = (base: ProgramSnapshot, template: ProgramSnapshot, copy: ProgramSnapshot) => {
  const result = mergeTemplateIntoCopy(base, template, copy);
  return { ...result, after: applyOperations(copy, result.operations) };
};

const T = () =>
  program(
    [day(1, [ex(1, [8, 8]), ex(2, [5, 5, 5])]), rest(2)],
    [day(1, [ex(1, [8, 8]), ex(2, [5])]), rest(2)],
  );

describe('template sync merge', () => {
  it('changes nothing when nobody changed anything', () => {
    const result = sync(T(), T(), T());
    expect(result).toMatchObject({ applied: [], kept: [], conflicts: [], operations: [] });
  });

  it("applies a template's set change, keeps a copy's, and reports a change on both sides", () => {
    const template = T();
    template.weeks[1]!.days[0]!.exercises[0]!.sets[0]!.reps = 6;
    template.weeks[0]!.days[0]!.exercises[1]!.sets[2]!.reps = 3;
    const copy = T();
    copy.weeks[1]!.days[0]!.exercises[0]!.sets[0]!.reps = 5;
    copy.weeks[0]!.days[0]!.exercises[0]!.sets[1]!.reps = 10;
    const result = sync(T(), template, copy);
    expect(result.applied).toEqual(['Week 1 · Day 1 · Squat · set 3 reps: 5 → 3']);
    expect(result.kept).toEqual(['Week 1 · Day 1 · Bench press · set 2 reps: copy 10 (template 8)']);
    expect(result.conflicts).toEqual(['Week 2 · Day 1 · Bench press · set 1 reps: template 6, copy 5']);
    expect(result.after.weeks[1]!.days[0]!.exercises[0]!.sets[0]!.reps).toBe(5);
    expect(result.after.weeks[0]!.days[0]!.exercises[1]!.sets[2]!.reps).toBe(3);
    expect(result.after.weeks[0]!.days[0]!.exercises[0]!.sets[1]!.reps).toBe(10);
  });

  it('the same change on both sides is no conflict and nothing to do', () => {
    const template = T();
    const copy = T();
    template.weeks[0]!.days[0]!.exercises[0]!.sets[0]!.weight = 60;
    copy.weeks[0]!.days[0]!.exercises[0]!.sets[0]!.weight = 60;
    template.weeks[1]!.days.push(day(3, [ex(4, [10])]));
    copy.weeks[1]!.days.push(day(3, [ex(4, [10])]));
    const result = sync(T(), template, copy);
    expect(result).toMatchObject({ applied: [], kept: [], conflicts: [], operations: [] });
  });

  it('an exercise removed in the template goes from an untouched copy, and stays (a conflict) where the copy edited it', () => {
    const template = T();
    template.weeks[0]!.days[0]!.exercises.splice(1, 1);
    template.weeks[1]!.days[0]!.exercises.splice(1, 1);
    const copy = T();
    copy.weeks[1]!.days[0]!.exercises[1]!.sets[0]!.reps = 7;
    const result = sync(T(), template, copy);
    expect(result.applied).toEqual(['Week 1 · Day 1 · Squat removed']);
    expect(result.conflicts).toEqual([
      'Week 2 · Day 1 · Squat: removed in the template, changed in the copy',
    ]);
    expect(result.after.weeks[0]!.days[0]!.exercises.map((e) => e.name)).toEqual(['Bench press']);
    expect(result.after.weeks[1]!.days[0]!.exercises.map((e) => e.name)).toEqual(['Bench press', 'Squat']);
  });

  it('an exercise the template changed and the copy removed stays removed, as a conflict', () => {
    const template = T();
    template.weeks[0]!.days[0]!.exercises[1]!.sets[0]!.reps = 4;
    const copy = T();
    copy.weeks[0]!.days[0]!.exercises.splice(1, 1);
    copy.weeks[1]!.days[0]!.exercises.splice(1, 1);
    const result = sync(T(), template, copy);
    expect(result.conflicts).toEqual([
      'Week 1 · Day 1 · Squat: changed in the template, removed in the copy',
    ]);
    expect(result.kept).toEqual(['Week 2 · Day 1 · Squat removed in the copy']);
    expect(result.operations).toEqual([]);
  });

  it("keeps an exercise the copy added, and places the template's new one after the one it follows", () => {
    const template = T();
    template.weeks[0]!.days[0]!.exercises.splice(1, 0, ex(3, [5]));
    const copy = T();
    copy.weeks[0]!.days[0]!.exercises.push(ex(5, [12], { key: 'copy:9' }));
    const result = sync(T(), template, copy);
    expect(result.applied).toEqual(['Week 1 · Day 1 · Deadlift added']);
    expect(result.kept).toEqual(['Week 1 · Day 1 · Curl added in the copy']);
    expect(result.after.weeks[0]!.days[0]!.exercises.map((e) => e.name)).toEqual([
      'Bench press',
      'Deadlift',
      'Squat',
      'Curl',
    ]);
  });

  it('reordering: only the template applies, only the copy keeps, both differently conflict', () => {
    const base = program([day(1, [ex(1, [8]), ex(2, [8]), ex(3, [8])])]);
    const template = program([day(1, [ex(3, [8]), ex(1, [8]), ex(2, [8])])]);
    const copyReordered = program([day(1, [ex(2, [8]), ex(1, [8]), ex(3, [8])])]);
    const onlyTemplate = sync(base, template, base);
    expect(onlyTemplate.applied).toEqual(['Week 1 · Day 1 · order: Deadlift, Bench press, Squat']);
    expect(onlyTemplate.after).toEqual(template);
    const onlyCopy = sync(base, base, copyReordered);
    expect(onlyCopy.kept).toEqual(['Week 1 · Day 1 · order in the copy: Squat, Bench press, Deadlift']);
    expect(onlyCopy.operations).toEqual([]);
    const both = sync(base, template, copyReordered);
    expect(both.conflicts).toEqual([
      'Week 1 · Day 1 · order: template Deadlift, Bench press, Squat; copy Squat, Bench press, Deadlift',
    ]);
    expect(both.after).toEqual(copyReordered);
  });

  it('weeks added in the template come with their days; a week the copy changed is not removed', () => {
    const template = T();
    template.weeks.push({ number: 3, days: [day(1, [ex(1, [6, 6])]), rest(2)] });
    template.weeks.splice(1, 1);
    const copy = T();
    copy.weeks[1]!.days[1] = day(2, [ex(5, [10], { key: 'copy:1' })]);
    const result = sync(T(), template, copy);
    expect(result.applied).toEqual(['Week 3 added']);
    expect(result.conflicts).toEqual(['Week 2: removed in the template, changed in the copy']);
    expect(result.after.weeks.map((week) => week.number)).toEqual([1, 2, 3]);
    expect(result.after.weeks[2]).toEqual(template.weeks[1]);
    // An untouched week holding exercises stays too: removing it would not put them in the trash.
    const untouched = sync(T(), template, T());
    expect(untouched.applied).toEqual(['Week 3 added']);
    expect(untouched.conflicts).toEqual([
      'Week 2: removed in the template, kept: it holds exercises in the copy',
    ]);
    expect(untouched.operations).not.toContainEqual({ type: 'remove-week', week: 2 });
    expect(untouched.after.weeks[1]).toEqual(T().weeks[1]);
  });

  it('a week or day the template removed goes from the copy when it holds no exercises, stays when it does', () => {
    const base = program([day(1, [ex(1, [8])]), rest(2)], [rest(1), rest(2)]);
    const template = program([day(1, [ex(1, [8])])]);
    const result = sync(base, template, clone(base));
    expect(result.applied).toEqual(['Week 1 · Day 2 removed', 'Week 2 removed']);
    expect(result.conflicts).toEqual([]);
    expect(result.after).toEqual(template);
    const dayGone = program([rest(2)], [rest(1), rest(2)]);
    const kept = sync(base, dayGone, clone(base));
    expect(kept.conflicts).toEqual([
      'Week 1 · Day 1: removed in the template, kept: it holds exercises in the copy',
    ]);
    expect(kept.operations).toEqual([]);
  });

  it('a group the template made is made in the copy; one it dissolved is dissolved; the copy keeps its own', () => {
    const superset: SnapshotGroup = { key: 'g1', kind: 'superset', rounds: null };
    const grouped = program([
      day(1, [ex(1, [8], { group: 'g1' }), ex(2, [8], { group: 'g1' }), ex(3, [5])], [superset]),
    ]);
    const plain = program([day(1, [ex(1, [8]), ex(2, [8]), ex(3, [5])])]);
    const made = sync(plain, grouped, plain);
    expect(made.applied).toEqual(['Week 1 · Day 1 · superset (Bench press + Squat) added']);
    expect(made.after).toEqual(grouped);
    const dissolved = sync(grouped, plain, grouped);
    expect(dissolved.applied).toEqual(['Week 1 · Day 1 · superset (Bench press + Squat) removed']);
    expect(dissolved.after).toEqual(plain);
    const own = program([
      day(
        1,
        [ex(1, [8]), ex(2, [8], { group: 'copy:g' }), ex(3, [5], { group: 'copy:g' })],
        [{ key: 'copy:g', kind: 'circuit', rounds: 3 }],
      ),
    ]);
    const kept = sync(plain, plain, own);
    expect(kept.kept).toContain('Week 1 · Day 1 · circuit (Squat + Deadlift) added in the copy');
    expect(kept.operations).toEqual([]);
  });

  it("a circuit's rounds: changed in the template applies, changed in both conflicts", () => {
    const circuit = (rounds: number) =>
      program([
        day(
          1,
          [ex(1, [8], { group: 'g' }), ex(2, [8], { group: 'g' })],
          [{ key: 'g', kind: 'circuit', rounds }],
        ),
      ]);
    expect(sync(circuit(3), circuit(4), circuit(3)).applied).toEqual([
      'Week 1 · Day 1 · circuit (Bench press + Squat) rounds: 3 → 4',
    ]);
    const both = sync(circuit(3), circuit(4), circuit(5));
    expect(both.conflicts).toEqual([
      'Week 1 · Day 1 · circuit (Bench press + Squat) rounds: template 4, copy 5',
    ]);
    expect(both.after).toEqual(circuit(5));
  });

  it('sets added and removed in the template apply; a set the copy added stays', () => {
    const template = T();
    template.weeks[0]!.days[0]!.exercises[0]!.sets.push(normalizeSet({ reps: 6 }));
    template.weeks[0]!.days[0]!.exercises[1]!.sets.pop();
    const copy = T();
    copy.weeks[1]!.days[0]!.exercises[1]!.sets.push(normalizeSet({ reps: 5 }));
    const result = sync(T(), template, copy);
    expect(result.applied).toEqual([
      'Week 1 · Day 1 · Bench press · set 3 added',
      'Week 1 · Day 1 · Squat · set 3 removed',
    ]);
    expect(result.kept).toEqual(['Week 2 · Day 1 · Squat · set 2 added in the copy']);
    expect(result.after.weeks[0]!.days[0]!.exercises.map((e) => e.sets.map((set) => set.reps))).toEqual([
      [8, 8, 6],
      [5, 5],
    ]);
  });

  it("the rest flag: the template's change applies to an untouched day, both changing it alike is nothing", () => {
    const template = T();
    template.weeks[0]!.days[1] = { ...rest(2), rest: false };
    const result = sync(T(), template, T());
    expect(result.applied).toEqual(['Week 1 · Day 2 · rest day: yes → no']);
    expect(result.operations).toEqual([{ type: 'set-rest', week: 1, day: 2, rest: false }]);
    expect(sync(T(), template, template).operations).toEqual([]);
  });

  it('a day the template added is added; one the copy removed and the template did not change stays removed', () => {
    const template = T();
    template.weeks[0]!.days.push(day(4, [ex(3, [3])]));
    const copy = T();
    copy.weeks[1]!.days.splice(1, 1);
    const result = sync(T(), template, copy);
    expect(result.applied).toEqual(['Week 1 · Day 4 added']);
    expect(result.kept).toEqual(['Week 2 · Day 2 removed in the copy']);
    expect(result.after.weeks[0]!.days.map((d) => d.day)).toEqual([1, 2, 4]);
    expect(result.after.weeks[1]!.days.map((d) => d.day)).toEqual([1]);
  });

  it('an exercise swapped in the template is swapped in the copy; a template addition already on the copy day conflicts', () => {
    const template = T();
    template.weeks[0]!.days[0]!.exercises[1] = { ...ex(4, [5, 5, 5]), key: 't2' };
    template.weeks[1]!.days[0]!.exercises.push(ex(5, [10]));
    const copy = T();
    copy.weeks[1]!.days[0]!.exercises.push(ex(5, [12], { key: 'copy:3' }));
    const result = sync(T(), template, copy);
    expect(result.applied).toEqual(['Week 1 · Day 1 · Squat · exercise: Squat → Row']);
    expect(result.conflicts).toEqual([
      'Week 2 · Day 1 · Curl: added in the template, already on this day in the copy',
    ]);
    expect(result.after.weeks[0]!.days[0]!.exercises[1]!.exercise_id).toBe(4);
    expect(result.after.weeks[1]!.days[0]!.exercises.map((e) => e.key)).toEqual(['t1', 't2', 'copy:3']);
  });

  it('a template swap to an exercise the copy added on the day conflicts and leaves the copy as it is', () => {
    const template = T();
    template.weeks[0]!.days[0]!.exercises[1] = { ...ex(5, [5, 5, 5]), key: 't2' };
    template.weeks[0]!.days[0]!.exercises[0]!.sets[0]!.reps = 6;
    const copy = T();
    copy.weeks[0]!.days[0]!.exercises.push(ex(5, [12], { key: 'copy:3' }));
    const result = sync(T(), template, copy);
    expect(result.conflicts).toEqual([
      'Week 1 · Day 1 · Squat · exercise: template Curl, already on this day in the copy',
    ]);
    expect(result.applied).toEqual(['Week 1 · Day 1 · Bench press · set 1 reps: 8 → 6']);
    expect(result.after.weeks[0]!.days[0]!.exercises.map((e) => [e.key, e.name, e.sets.length])).toEqual([
      ['t1', 'Bench press', 2],
      ['t2', 'Squat', 3],
      ['copy:3', 'Curl', 1],
    ]);
  });

  it('a swap onto an exercise the copy swapped to conflicts; a swap onto one the template moved away applies', () => {
    const base = program([day(1, [ex(1, [8]), ex(2, [8]), ex(3, [8])])]);
    // The template swaps Squat to Row; the copy swapped Deadlift to Row itself.
    const template = program([day(1, [ex(1, [8]), { ...ex(4, [8]), key: 't2' }, ex(3, [8])])]);
    const copy = program([day(1, [ex(1, [8]), ex(2, [8]), { ...ex(4, [8]), key: 't3' }])]);
    const result = sync(base, template, copy);
    expect(result.conflicts).toEqual([
      'Week 1 · Day 1 · Squat · exercise: template Row, already on this day in the copy',
    ]);
    expect(result.after).toEqual(copy);
    // Bench press and Squat trade places by exercise: unique in the end, so both apply.
    const traded = program([
      day(1, [{ ...ex(2, [8]), key: 't1' }, { ...ex(1, [8]), key: 't2' }, ex(3, [8])]),
    ]);
    const swapped = sync(base, traded, clone(base));
    expect(swapped.conflicts).toEqual([]);
    expect(swapped.after).toEqual(traded);
    // A chain (Squat to Row, Deadlift to Squat) stays whole when the copy holds nothing in the way ...
    const chain = program([day(1, [ex(1, [8]), { ...ex(4, [8]), key: 't2' }, { ...ex(2, [8]), key: 't3' }])]);
    expect(sync(base, chain, clone(base)).after).toEqual(chain);
    // ... and unwinds link by link when the copy added the chain's first exercise.
    const blocking = program([day(1, [ex(1, [8]), ex(2, [8]), ex(3, [8]), ex(4, [9], { key: 'copy:7' })])]);
    const unwound = sync(base, chain, blocking);
    expect(unwound.conflicts).toEqual([
      'Week 1 · Day 1 · Squat · exercise: template Row, already on this day in the copy',
      'Week 1 · Day 1 · Deadlift · exercise: template Squat, already on this day in the copy',
    ]);
    expect(unwound.after).toEqual(blocking);
  });

  it("the issue's case: A keeps its 5 reps (one conflict) and gets week 3's new exercise; B ends equal to T", () => {
    const base = program([day(1, [ex(1, [8])])], [day(1, [ex(1, [8, 8])])], [day(1, [ex(2, [5])])]);
    const template = clone(base);
    template.weeks[2]!.days[0]!.exercises.push(ex(3, [5]));
    template.weeks[1]!.days[0]!.exercises[0]!.sets[0]!.reps = 6;
    const copyA = clone(base);
    copyA.weeks[1]!.days[0]!.exercises[0]!.sets[0]!.reps = 5;
    const a = sync(base, template, copyA);
    expect(a.conflicts).toEqual(['Week 2 · Day 1 · Bench press · set 1 reps: template 6, copy 5']);
    expect(a.applied).toEqual(['Week 3 · Day 1 · Deadlift added']);
    expect(a.after.weeks[1]!.days[0]!.exercises[0]!.sets[0]!.reps).toBe(5);
    expect(a.after.weeks[2]!.days[0]!.exercises.map((e) => e.name)).toEqual(['Squat', 'Deadlift']);
    const b = sync(base, template, clone(base));
    expect(b.conflicts).toEqual([]);
    expect(b.after).toEqual(template);
  });
});
