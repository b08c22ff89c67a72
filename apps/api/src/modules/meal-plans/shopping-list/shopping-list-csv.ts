import { stringify } from 'csv-stringify/sync';
import { shoppingListMessages, type ShoppingList } from '@coachboard/contract';

const noteOf = (line: ShoppingList['lines'][number]) =>
  line.not_added ? shoppingListMessages.notAdded : line.unreadable ? shoppingListMessages.unreadable : '';

/**
 * The list as CSV: ingredient, amount, unit, note (why a line is flagged), and what it was added up from.
 * Values starting with = + - @, a tab or a carriage return get a leading apostrophe (formula injection).
 */
export const shoppingListCsv = (list: ShoppingList) =>
  stringify(
    list.lines.map((line) => ({
      ingredient: line.ingredient,
      amount: line.amount ?? '',
      unit: line.unit ?? '',
      note: noteOf(line),
      from: line.sources.map((source) => `${source.recipe}: ${source.amount} × ${source.times}`).join('; '),
    })),
    { header: true, columns: ['ingredient', 'amount', 'unit', 'note', 'from'], escape_formulas: true },
  );

/** A file name from the list's title: letters, digits and dashes. */
export const shoppingListFileName = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'shopping-list'
  }.csv`;
