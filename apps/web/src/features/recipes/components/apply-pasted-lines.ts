import type { PastedLine } from '@/domain/recipe-ingredient-paste';
import type { IngredientItemValues, IngredientSectionValues } from './recipe-form-values';

const isBlank = (item: IngredientItemValues) => item.name.trim() === '' && item.amount.trim() === '';

/**
 * Adds a pasted list to section `sectionIndex`: items go into that section (replacing its untouched empty
 * rows), and each heading line ('For the dressing:') starts a new section right after it.
 */
export const applyPastedLines = (
  sections: IngredientSectionValues[],
  sectionIndex: number,
  lines: PastedLine[],
): IngredientSectionValues[] => {
  const target = sections[sectionIndex];
  if (!target) return sections;
  const added: IngredientSectionValues[] = [
    { ...target, items: target.items.filter((item) => !isBlank(item)) },
  ];
  for (const line of lines) {
    if (line.kind === 'heading') {
      added.push({ section: line.name, items: [] });
      continue;
    }
    added.at(-1)?.items.push({ name: line.name, amount: line.amount, unit: line.unit });
  }
  return [...sections.slice(0, sectionIndex), ...added, ...sections.slice(sectionIndex + 1)];
};
