import { unit as mathUnit } from 'mathjs';
import pluralize from 'pluralize';

/**
 * A recipe's written amount ('200 g', '1 1/2 cups', '2', '3 cloves') read as a quantity in a dimension: mass and
 * volume in mathjs units (converted and added up across units: 200 g + 0.3 kg = 500 g), a bare count, or a unit
 * of its own ('clove', 'slice'), which adds up only with itself. Null when no number leads the amount ('a pinch',
 * 'to taste'): such a line is shown as written.
 */
export interface ReadAmount {
  quantity: number;
  /** 'mass' | 'volume' | 'count' | 'unit:<word>': lines add up only within one dimension. */
  dimension: string;
  /** The mathjs unit name (mass, volume), the word (a unit of its own), or null (a count). */
  unit: string | null;
}

/**
 * The words recipes write for units, by the mathjs unit each means. A vocabulary, not a conversion table: every
 * factor comes from mathjs (a US cup is 236.59 ml, a tablespoon 15 ml, a teaspoon 5 ml, an ounce 28.35 g).
 */
const UNIT_WORDS: Record<string, string> = {
  g: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  mg: 'mg',
  milligram: 'mg',
  milligrams: 'mg',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  ml: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  cl: 'cl',
  dl: 'dl',
  l: 'l',
  liter: 'l',
  liters: 'l',
  litre: 'l',
  litres: 'l',
  cup: 'cup',
  cups: 'cup',
  c: 'cup',
  tbsp: 'tablespoon',
  tbs: 'tablespoon',
  tbl: 'tablespoon',
  tablespoon: 'tablespoon',
  tablespoons: 'tablespoon',
  tsp: 'teaspoon',
  teaspoon: 'teaspoon',
  teaspoons: 'teaspoon',
  'fl oz': 'floz',
  floz: 'floz',
  'fluid ounce': 'floz',
  'fluid ounces': 'floz',
  pint: 'pint',
  pints: 'pint',
  quart: 'quart',
  quarts: 'quart',
  gallon: 'gallon',
  gallons: 'gallon',
};

const MASS_BASE = mathUnit(1, 'g');
const VOLUME_BASE = mathUnit(1, 'ml');

const VULGAR: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3, '⅛': 0.125 };
const LEADING_NUMBER =
  /^(\d+(?:[.,]\d+)?\s+\d+\/\d+|\d+\s*[½¼¾⅓⅔⅛]|\d+\/\d+|\d+(?:[.,]\d+)?|\.\d+|[½¼¾⅓⅔⅛])(?:\s*(?:-|–|to)\s*[\d.,/]+)?\s*(.*)$/;

const readNumber = (text: string): number => {
  const trimmed = text.trim();
  const vulgar = /^(\d+)?\s*([½¼¾⅓⅔⅛])$/.exec(trimmed);
  if (vulgar) return Number(vulgar[1] ?? 0) + VULGAR[vulgar[2]!]!;
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(trimmed);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(trimmed);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return Number(trimmed.replace(',', '.'));
};

/** A written amount read, or null when no number leads it (a range such as '2-3' counts its first number). */
export const readAmount = (written: string): ReadAmount | null => {
  const match = LEADING_NUMBER.exec(written.trim().toLowerCase());
  if (!match) return null;
  const quantity = readNumber(match[1]!);
  if (!Number.isFinite(quantity) || quantity <= 0) return null;
  const rest = match[2]!.replace(/\.$/, '').replace(/\s+/g, ' ').trim();
  if (rest === '') return { quantity, dimension: 'count', unit: null };
  const word = UNIT_WORDS[rest] ?? UNIT_WORDS[rest.split(' ')[0]!];
  if (word) {
    const value = mathUnit(quantity, word);
    if (value.equalBase(MASS_BASE)) return { quantity, dimension: 'mass', unit: word };
    if (value.equalBase(VOLUME_BASE)) return { quantity, dimension: 'volume', unit: word };
  }
  const own = pluralize.singular(rest);
  return { quantity, dimension: `unit:${own}`, unit: own };
};

/** The quantity in the dimension's base unit (g for mass, ml for volume; as written otherwise). */
export const inBaseUnit = (amount: ReadAmount) => {
  if (amount.dimension === 'mass') return mathUnit(amount.quantity, amount.unit!).toNumber('g');
  if (amount.dimension === 'volume') return mathUnit(amount.quantity, amount.unit!).toNumber('ml');
  return amount.quantity;
};

/** How a unit is shown: mathjs's names for cooking units as recipes write them. */
const SHOWN_UNIT: Record<string, string> = { tablespoon: 'tbsp', teaspoon: 'tsp', floz: 'fl oz' };
export const shownUnit = (unit: string | null, quantity: number) => {
  if (unit === null) return null;
  const shown = SHOWN_UNIT[unit] ?? unit;
  if (['cup', 'pint', 'quart', 'gallon'].includes(shown) || !UNIT_WORDS[shown])
    return pluralize(shown, quantity);
  return shown;
};

/** A sum in a dimension's base unit, in the unit it is shown in: kg and l from 1,000 g or ml. */
export const fromBaseUnit = (dimension: string, base: number): { amount: number; unit: string | null } => {
  if (dimension === 'mass')
    return base >= 1000 ? { amount: base / 1000, unit: 'kg' } : { amount: base, unit: 'g' };
  if (dimension === 'volume')
    return base >= 1000 ? { amount: base / 1000, unit: 'l' } : { amount: base, unit: 'ml' };
  return { amount: base, unit: null };
};

/**
 * The name lines are grouped by: lower case, single spaces, the last word singular ('Cherry  Tomatoes' and
 * 'cherry tomato' are one ingredient).
 */
export const ingredientKey = (name: string) => {
  const words = name.toLowerCase().replace(/\s+/g, ' ').trim().split(' ');
  const last = words.pop() ?? '';
  return [...words, pluralize.singular(last)].join(' ');
};
