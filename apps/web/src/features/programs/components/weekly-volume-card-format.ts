/** '4', '1.5': hard sets are multiples of 0.5. */
export const formatSets = (sets: number) => String(Math.round(sets * 10) / 10);

/** A muscle group's sets per week over the program: '4' when every week has the same, else '2–6'. */
export const formatSetsRange = (weekly: readonly number[]) => {
  const low = Math.min(...weekly);
  const high = Math.max(...weekly);
  return low === high ? formatSets(low) : `${formatSets(low)}–${formatSets(high)}`;
};
