import { formatLoad, formatReps, type ExerciseSet } from '@coachboard/contract';

/**
 * A set whose time is the work: one rep (the specification's default reps), no range, not AMRAP. Pasting '3x60s'
 * stores such sets, and '1 in 60 s' would read as one rep.
 */
const isTimed = (set: ExerciseSet) =>
  set.time !== null && !set.amrap && (set.reps_max ?? null) === null && set.reps <= 1;

/** One set: '60 s', '8-12 @ 75%', '8 @ 60 kg', '10 in 45 s', 'AMRAP in 60 s', '5'. */
export const setPart = (set: ExerciseSet) => {
  const work = isTimed(set)
    ? `${set.time} s`
    : set.time === null
      ? formatReps(set)
      : `${formatReps(set)} in ${set.time} s`;
  const load = formatLoad(set);
  return load === '' ? work : `${work} @ ${load}`;
};

/**
 * The sets of an exercise in one line: equal sets in a row count once ('3 × 8-12 @ 75%'), sets that differ follow
 * in order ('3 × 8 @ 60 kg · 1 × AMRAP @ 60 kg'); '' without sets.
 */
export const setsSummary = (sets: readonly ExerciseSet[]) => {
  const runs: { part: string; count: number }[] = [];
  for (const set of sets) {
    const part = setPart(set);
    const last = runs.at(-1);
    if (last?.part === part) last.count += 1;
    else runs.push({ part, count: 1 });
  }
  return runs.map(({ part, count }) => `${count} × ${part}`).join(' · ');
};
