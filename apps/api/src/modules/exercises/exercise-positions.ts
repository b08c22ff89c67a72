/** A place of an exercise on a day coming back from the trash, with the position it had there. */
export interface RestoredPlace {
  id: number;
  position: number;
}

/**
 * The day's order once restored places are back: `liveIds` are the day's other places in their order (1..n),
 * and each restored place is inserted at its old position, lowest position first (so places trashed together
 * come back in their old order), or at the end when the day has grown shorter. Answers every id in its new
 * order; position = index + 1. Exact when nothing else changed the day meanwhile, or when restores run in the
 * reverse order of the deletes (trash-undo-audit 1.2).
 */
export const placeAtPositions = (
  liveIds: readonly number[],
  restored: readonly RestoredPlace[],
): number[] => {
  const order = [...liveIds];
  // Lowest position first; on a tie the higher id first, so the tied places end up in id order.
  const byPosition = [...restored].sort((a, b) => a.position - b.position || b.id - a.id);
  for (const place of byPosition) {
    const index = Math.min(Math.max(place.position - 1, 0), order.length);
    order.splice(index, 0, place.id);
  }
  return order;
};
