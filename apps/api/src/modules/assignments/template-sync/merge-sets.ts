import { syncPath, syncSet, syncSetField } from '@coachboard/contract/template-sync';
import { mergePart, mergeValue, type MergeReport } from './merge-parts.js';
import { sameValue, type SyncSet } from './snapshot.js';

/** An exercise's sets merged three ways, set by set and field by field. */
export const mergeSets = (
  report: MergeReport,
  path: string,
  base: readonly SyncSet[],
  template: readonly SyncSet[],
  copy: readonly SyncSet[],
): SyncSet[] => {
  const merged: (SyncSet | undefined)[] = [...copy];
  const count = Math.max(base.length, template.length, copy.length);
  for (let index = 0; index < count; index += 1) {
    const parts = { base: base[index], template: template[index], copy: copy[index] };
    mergePart(report, syncPath(path, syncSet(index + 1)), parts, sameValue, {
      add: (set) => {
        merged[index] = set;
      },
      remove: () => {
        merged[index] = undefined;
      },
      both: (templateSet, copySet) => {
        const set: SyncSet = { ...copySet };
        for (const field of Object.keys({ ...templateSet, ...copySet })) {
          const fieldPath = syncPath(path, syncSetField(index + 1, field));
          const value = mergeValue(
            report,
            fieldPath,
            parts.base?.[field] ?? (parts.base ? null : undefined),
            templateSet[field] ?? null,
            copySet[field] ?? null,
          );
          set[field] = value;
        }
        merged[index] = set;
      },
    });
  }
  return merged.filter((set): set is SyncSet => set !== undefined);
};
