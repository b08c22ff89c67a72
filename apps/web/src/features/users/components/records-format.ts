import type { PersonalRecord } from '@coachboard/contract';

const kilograms = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const estimate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** '62.5 kg' (weights keep their two decimals at most). */
export const formatKg = (weight: number) => `${kilograms.format(weight)} kg`;

/** An estimated 1RM to a tenth: '116.7 kg'. */
export const formatEstimate = (value: number) => `${estimate.format(value)} kg`;

/** A set as a coach writes it: '100 kg × 5'. */
export const formatSet = (set: Pick<PersonalRecord, 'weight' | 'reps'>) =>
  `${formatKg(set.weight)} × ${set.reps}`;
