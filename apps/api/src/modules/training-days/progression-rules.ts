import {
  LOAD_PERCENT_MAX,
  REPS_MAX,
  WEIGHT_MAX,
  WEIGHT_STEP,
  compactSet,
  orderedSets,
  toSetsData,
  type ExerciseSet,
  type ProgressionRule,
  type SetsData,
} from '@coachboard/contract';

const roundWeight = (value: number) => Math.min(WEIGHT_MAX, Math.round(value / WEIGHT_STEP) * WEIGHT_STEP);

/**
 * One week's set from the week before's. `base` is the source week's set (the double progression goes back to
 * its reps after reaching reps_max).
 */
export const progressSet = (set: ExerciseSet, rule: ProgressionRule, base: ExerciseSet): ExerciseSet => {
  switch (rule.type) {
    case 'linear_load':
      return set.weight === null ? { ...set } : { ...set, weight: roundWeight(set.weight + rule.step_kg) };
    case 'linear_reps': {
      const reps = Math.min(REPS_MAX, set.reps + rule.step);
      const top = set.reps_max ?? null;
      return top === null
        ? { ...set, reps }
        : { ...set, reps, reps_max: Math.min(REPS_MAX, top + rule.step) };
    }
    case 'double': {
      const top = set.reps_max ?? null;
      if (top === null || top <= base.reps) {
        return set.weight === null ? { ...set } : { ...set, weight: roundWeight(set.weight + rule.step_kg) };
      }
      if (set.reps < top) return { ...set, reps: set.reps + 1 };
      return {
        ...set,
        reps: base.reps,
        weight: set.weight === null ? null : roundWeight(set.weight + rule.step_kg),
      };
    }
    case 'percent': {
      const load = set.load_percent ?? null;
      return load === null
        ? { ...set }
        : { ...set, load_percent: Math.min(LOAD_PERCENT_MAX, load + rule.step_percent) };
    }
  }
};

/** The sets of each of the next `weeks` weeks, each derived from the week before by the rule. */
export const progressWeeks = (source: SetsData, rule: ProgressionRule, weeks: number): SetsData[] => {
  const base = orderedSets(source);
  const result: SetsData[] = [];
  let current = base;
  for (let week = 0; week < weeks; week += 1) {
    current = current.map((set, index) => compactSet(progressSet(set, rule, base[index] ?? set)));
    result.push(toSetsData(current));
  }
  return result;
};
