import type { ActivityLog } from '@coachboard/contract';

type Item = Pick<ActivityLog, 'id' | 'group'>;

/**
 * A drag on the day as the API accepts it (a reorder never splits a superset or circuit): a card of a group
 * moves its whole group, unless it is dropped on a card of the same group (reordering inside it); a drop on
 * another group's card lands before or after that whole group. Returns the new order and positions 1..n.
 */
export const reorderKeepingGroups = <T extends Item>(
  items: readonly T[],
  fromIndex: number,
  toIndex: number,
) => {
  const moved = items[fromIndex];
  const over = items[toIndex];
  const unchanged = { items: [...items], positions: {} as Record<string, number> };
  if (!moved || !over || fromIndex === toIndex) return unchanged;
  const groupOf = (item: Item) => item.group?.id ?? null;
  const numbered = (next: T[]) => ({
    items: next,
    positions: Object.fromEntries(next.map((item, index) => [String(item.id), index + 1])),
  });

  const movedGroup = groupOf(moved);
  if (movedGroup !== null && groupOf(over) === movedGroup) {
    const next = [...items];
    next.splice(fromIndex, 1);
    next.splice(toIndex, 0, moved);
    return numbered(next);
  }
  const block = movedGroup === null ? [moved] : items.filter((item) => groupOf(item) === movedGroup);
  const rest = items.filter((item) => !block.includes(item));
  const overGroup = groupOf(over);
  const overBlock = overGroup === null ? [over] : rest.filter((item) => groupOf(item) === overGroup);
  const down = toIndex > fromIndex;
  const anchor = down ? rest.indexOf(overBlock[overBlock.length - 1]!) + 1 : rest.indexOf(overBlock[0]!);
  return numbered([...rest.slice(0, anchor), ...block, ...rest.slice(anchor)]);
};
