import { syncDescriptions as say, syncPath } from '@coachboard/contract/template-sync';
import { decide, mergePart, mergeValue, type MergeReport } from './merge-parts.js';
import { mergeSets } from './merge-sets.js';
import { exerciseContent, sameDay, sameValue, type SnapshotDay, type SnapshotExercise } from './snapshot.js';

const groupLabel = (day: SnapshotDay, key: string | null) => {
  if (key === null) return 'none';
  const group = day.groups.find((candidate) => candidate.key === key);
  const members = day.exercises.filter((exercise) => exercise.group === key).map((exercise) => exercise.name);
  return `${group?.kind ?? 'group'} (${members.join(' + ')})`;
};

const byKey = <T extends { key: string }>(list: readonly T[]) =>
  new Map(list.map((item) => [item.key, item]));

const unionKeys = (...lists: (readonly { key: string }[])[]) => [
  ...new Set(lists.flatMap((list) => list.map((item) => item.key))),
];

/**
 * Merges one day present in the template and the copy (base: as the copy was made or last synced; an empty day
 * when both added it): the rest flag, the groups, the exercises (added, removed, their exercise, group and sets)
 * and their order. Answers the day as it should become.
 */
export const mergeDay = (
  report: MergeReport,
  path: string,
  base: SnapshotDay | undefined,
  template: SnapshotDay,
  copy: SnapshotDay,
): SnapshotDay => {
  const from: SnapshotDay = base ?? { day: copy.day, rest: copy.rest, exercises: [], groups: [] };
  if (sameDay(template, copy)) return copy;
  const rest = mergeValue(report, syncPath(path, 'rest day'), base?.rest, template.rest, copy.rest);

  const groups = new Map(byKey(copy.groups));
  const groupsMoved = new Set<string>();
  const [baseGroups, templateGroups, copyGroups] = [
    byKey(from.groups),
    byKey(template.groups),
    byKey(copy.groups),
  ];
  for (const key of unionKeys(from.groups, template.groups, copy.groups)) {
    const label = groupLabel(templateGroups.has(key) ? template : copyGroups.has(key) ? copy : from, key);
    const parts = { base: baseGroups.get(key), template: templateGroups.get(key), copy: copyGroups.get(key) };
    if (!parts.base !== !parts.template) groupsMoved.add(key);
    mergePart(report, syncPath(path, label), parts, sameValue, {
      add: (group) => groups.set(key, group),
      remove: () => groups.delete(key),
      both: (templateGroup, copyGroup) => {
        const groupPath = syncPath(path, label);
        groups.set(key, {
          key,
          kind: mergeValue(report, `${groupPath} kind`, parts.base?.kind, templateGroup.kind, copyGroup.kind),
          rounds: mergeValue(
            report,
            `${groupPath} rounds`,
            parts.base?.rounds,
            templateGroup.rounds,
            copyGroup.rounds,
          ),
        });
      },
    });
  }

  const [baseExercises, templateExercises] = [byKey(from.exercises), byKey(template.exercises)];
  const copyExercises = byKey(copy.exercises);
  const sameExercise = (a: SnapshotExercise, b: SnapshotExercise) =>
    sameValue(exerciseContent(a), exerciseContent(b));
  /**
   * The day's exercises merged, those of `blocked` left as the copy has them (a conflict): the template swapped
   * them to, or added, an exercise the merged day holds already (a day holds an exercise once).
   */
  const mergeExercises = (into: MergeReport, blocked: ReadonlySet<string>) => {
    const exercises = new Map(copyExercises);
    const added: string[] = [];
    for (const key of unionKeys(copy.exercises, template.exercises, from.exercises)) {
      const parts = {
        base: baseExercises.get(key),
        template: templateExercises.get(key),
        copy: copyExercises.get(key),
      };
      const name = (parts.copy ?? parts.template ?? parts.base)!.name;
      const exercisePath = syncPath(path, name);
      if (blocked.has(key) && parts.template) {
        into.conflicts.push(
          parts.copy
            ? say.alreadyOnDay(`${exercisePath} · exercise`, parts.template.name)
            : say.addedTwice(exercisePath),
        );
        continue;
      }
      mergePart(into, exercisePath, parts, sameExercise, {
        add: (exercise) => {
          exercises.set(key, exercise);
          added.push(key);
        },
        remove: () => exercises.delete(key),
        both: (templateExercise, copyExercise) => {
          const exerciseId = mergeValue(
            into,
            `${exercisePath} · exercise`,
            parts.base?.exercise_id,
            templateExercise.exercise_id,
            copyExercise.exercise_id,
            (id) => (id === templateExercise.exercise_id ? templateExercise.name : copyExercise.name),
          );
          const groupPath = `${exercisePath} · group`;
          const groupReport: MergeReport = { applied: [], kept: [], conflicts: [] };
          const group = mergeValue(
            groupReport,
            groupPath,
            parts.base?.group,
            templateExercise.group,
            copyExercise.group,
            (value) => groupLabel(value === templateExercise.group ? template : copy, value),
          );
          // A member joining or leaving a group the template made or dissolved is told by that group's line.
          const told = [templateExercise.group, copyExercise.group].some(
            (value) => value !== null && groupsMoved.has(value),
          );
          if (!told) into.applied.push(...groupReport.applied);
          into.kept.push(...groupReport.kept);
          into.conflicts.push(...groupReport.conflicts);
          exercises.set(key, {
            key,
            exercise_id: exerciseId,
            name: exerciseId === copyExercise.exercise_id ? copyExercise.name : templateExercise.name,
            sets: mergeSets(
              into,
              exercisePath,
              parts.base?.sets ?? [],
              templateExercise.sets,
              copyExercise.sets,
            ),
            group,
          });
        },
      });
    }
    return { exercises, added };
  };
  // Trial merges block, until none is left, each exercise the merge would bring onto the day twice: the one
  // the template swapped or added (the copy's own is unique), which the real merge then leaves as the copy has it.
  const blocked = new Set<string>();
  for (;;) {
    const trial = mergeExercises({ applied: [], kept: [], conflicts: [] }, blocked);
    const holders = new Map<number, string[]>();
    for (const [key, exercise] of trial.exercises) {
      holders.set(exercise.exercise_id, [...(holders.get(exercise.exercise_id) ?? []), key]);
    }
    const clashing = [...holders.values()]
      .filter((keys) => keys.length > 1)
      .flat()
      .filter(
        (key) =>
          !blocked.has(key) && trial.exercises.get(key)!.exercise_id !== copyExercises.get(key)?.exercise_id,
      );
    if (clashing.length === 0) break;
    for (const key of clashing) blocked.add(key);
  }
  const { exercises, added } = mergeExercises(report, blocked);

  const order = mergeOrder(report, path, from, template, copy, exercises, added);
  const liveGroups = new Set(groups.keys());
  const finalExercises = order.map((key) => {
    const exercise = exercises.get(key)!;
    return exercise.group !== null && !liveGroups.has(exercise.group)
      ? { ...exercise, group: null }
      : exercise;
  });
  const used = new Set(finalExercises.map((exercise) => exercise.group));
  return {
    day: copy.day,
    rest,
    exercises: finalExercises,
    groups: [...groups.values()].filter((group) => used.has(group.key)),
  };
};

/**
 * The day's final order: the copy's, with the exercises all three hold in the template's order when only the
 * template reordered them, and each exercise the template added after the one it follows in the template.
 */
const mergeOrder = (
  report: MergeReport,
  path: string,
  base: SnapshotDay,
  template: SnapshotDay,
  copy: SnapshotDay,
  exercises: Map<string, SnapshotExercise>,
  added: readonly string[],
): string[] => {
  const everywhere = (key: string) =>
    exercises.has(key) &&
    [base, template, copy].every((day) => day.exercises.some((exercise) => exercise.key === key));
  const orderOf = (day: SnapshotDay) => day.exercises.map((exercise) => exercise.key).filter(everywhere);
  const [baseOrder, templateOrder, copyOrder] = [orderOf(base), orderOf(template), orderOf(copy)];
  const names = (keys: readonly string[]) => keys.map((key) => exercises.get(key)!.name);
  const outcome = decide(baseOrder, templateOrder, copyOrder);
  if (outcome === 'template') report.applied.push(say.order(path, names(templateOrder)));
  if (outcome === 'copy') report.kept.push(say.orderInCopy(path, names(copyOrder)));
  if (outcome === 'conflict')
    report.conflicts.push(say.orderConflict(path, names(templateOrder), names(copyOrder)));

  const final = copy.exercises.map((exercise) => exercise.key).filter((key) => exercises.has(key));
  if (outcome === 'template') {
    const queue = [...templateOrder];
    for (let index = 0; index < final.length; index += 1) {
      if (everywhere(final[index]!)) final[index] = queue.shift()!;
    }
  }
  const templateKeys = template.exercises.map((exercise) => exercise.key);
  for (const key of templateKeys.filter((candidate) => added.includes(candidate))) {
    const before = templateKeys
      .slice(0, templateKeys.indexOf(key))
      .reverse()
      .find((other) => final.includes(other));
    final.splice(before === undefined ? 0 : final.indexOf(before) + 1, 0, key);
  }
  return final;
};
