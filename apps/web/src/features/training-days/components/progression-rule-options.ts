import type { ProgressionRule } from '@coachboard/contract';

export type RuleType = ProgressionRule['type'];

/** Each rule: its label, its step's label, the step it starts with and the input's step. */
export const rules: Record<RuleType, { label: string; stepLabel: string; step: number; stepStep: number }> = {
  linear_load: { label: 'Linear load', stepLabel: 'Step (kg)', step: 2.5, stepStep: 0.5 },
  linear_reps: { label: 'Linear reps', stepLabel: 'Step (reps)', step: 1, stepStep: 1 },
  double: { label: 'Double progression', stepLabel: 'Step (kg)', step: 2.5, stepStep: 0.5 },
  percent: { label: 'Percent', stepLabel: 'Step (%)', step: 2.5, stepStep: 0.5 },
};
export const ruleOptions = (Object.keys(rules) as RuleType[]).map((value) => ({
  value,
  label: rules[value].label,
}));
/** What each rule does, under the select (progression-rules.ts on the API is the rule itself). */
export const ruleHints: Record<RuleType, string> = {
  linear_load: 'Adds the step to each weighted set every week.',
  linear_reps: 'Adds the step to the reps (and to the top of a range) every week.',
  double: 'Adds a rep every week up to the top of the range, then adds the step and goes back to the reps.',
  percent: 'Adds the step to each set given as a percentage of the one-rep max every week.',
};

/** The rule as the API takes it, from the select and the step typed. */
export const ruleOf = (type: RuleType, step: number): ProgressionRule => {
  switch (type) {
    case 'linear_load':
      return { type, step_kg: step };
    case 'linear_reps':
      return { type, step };
    case 'double':
      return { type, step_kg: step };
    case 'percent':
      return { type, step_percent: step };
  }
};
