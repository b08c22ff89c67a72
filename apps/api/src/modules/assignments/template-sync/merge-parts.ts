import { syncDescriptions as say } from '@coachboard/contract/template-sync';
import { sameValue } from './snapshot.js';

// The three-way merge's building blocks, the same for a day, its exercises and their sets: who changed a value,
// a part added or removed on one side, a value merged and described.

/** The three lists of descriptions a merge fills. */
export interface MergeReport {
  applied: string[];
  kept: string[];
  conflicts: string[];
}

/** Who changed a value since the base: nobody, the template, the copy, both alike, or both differently. */
export const decide = (base: unknown, template: unknown, copy: unknown) => {
  const inTemplate = !sameValue(template, base);
  const inCopy = !sameValue(copy, base);
  if (sameValue(template, copy)) return inTemplate ? ('both' as const) : ('same' as const);
  if (inTemplate && !inCopy) return 'template' as const;
  if (!inTemplate && inCopy) return 'copy' as const;
  return 'conflict' as const;
};

/**
 * One part present in some of base, template and copy: added in the template (applied), added in the copy
 * (kept), removed in the template (applied when the copy left it as it was, else a conflict), removed in the
 * copy (kept when the template left it, else a conflict); present in both, `both` merges inside it.
 */
export const mergePart = <T>(
  report: MergeReport,
  path: string,
  parts: { base: T | undefined; template: T | undefined; copy: T | undefined },
  same: (a: T, b: T) => boolean,
  on: { add: (template: T) => void; remove: () => void; both: (template: T, copy: T) => void },
) => {
  const { base, template, copy } = parts;
  if (template === undefined && copy === undefined) return;
  if (template !== undefined && copy !== undefined) {
    on.both(template, copy);
  } else if (template !== undefined) {
    if (base === undefined) {
      on.add(template);
      report.applied.push(say.added(path));
    } else if (same(template, base)) report.kept.push(say.removedInCopy(path));
    else report.conflicts.push(say.changedInTemplateRemovedInCopy(path));
  } else if (copy !== undefined) {
    if (base === undefined) report.kept.push(say.addedInCopy(path));
    else if (same(copy, base)) {
      on.remove();
      report.applied.push(say.removed(path));
    } else report.conflicts.push(say.removedInTemplateChangedInCopy(path));
  }
};

/** A value merged three ways: the template's when only it changed, else the copy's; described as it goes. */
export const mergeValue = <T>(
  report: MergeReport,
  path: string,
  base: T | undefined,
  template: T,
  copy: T,
  shown: (value: T) => unknown = (value) => value,
): T => {
  switch (decide(base, template, copy)) {
    case 'template':
      report.applied.push(say.changed(path, shown(copy), shown(template)));
      return template;
    case 'copy':
      report.kept.push(say.changedInCopy(path, shown(copy), shown(template)));
      return copy;
    case 'conflict':
      report.conflicts.push(say.conflict(path, shown(template), shown(copy)));
      return copy;
    default:
      return copy;
  }
};
