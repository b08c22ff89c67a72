/** Display helpers for any area: enumeration labels and "A, B and 3 more" lists. */

/** Display of any enumeration: underscores become spaces and the first letter is capitalised. */
export const formatEnumLabel = (value: string) => {
  if (value === 'mobility_and_warm_up') return 'Mobility and Warm-up';
  const spaced = value.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const MAX_NAMED_ITEMS = 10;
/** "A", "A and B", "A, B and C", or the first ten and "and N more". */
export const listLabels = (labels: string[]) => {
  const shown = labels.slice(0, MAX_NAMED_ITEMS);
  const rest = labels.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  if (shown.length === 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
};
