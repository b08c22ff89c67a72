/**
 * Height rules (spec part 2 section 5, user form). A height is stored as the text the apps write: '180cm' or
 * feet and inches like 5' 10". These functions are the only place that reads or writes that text.
 */
export const heightUnits = ['cm', 'ft_in'] as const;
export type HeightUnit = (typeof heightUnits)[number];

export const CM_PER_INCH = 2.54;
export const INCHES_PER_FOOT = 12;
/** The inches input accepts 0 to 11; 12 or more inches are carried into feet when sending. */
export const INCHES_CAP = 11;
/** Plausible human heights; the specification leaves the range open. */
export const HEIGHT_CM_MIN = 50;
export const HEIGHT_CM_MAX = 260;

export const heightMessages = {
  format: `Height must be in centimetres (e.g. 180cm) or feet and inches (e.g. 5' 10")`,
  range: `Height must be between ${HEIGHT_CM_MIN} and ${HEIGHT_CM_MAX} cm`,
  cmDigits: 'Centimetres must be a whole number',
  inchesCap: `Inches must be between 0 and ${INCHES_CAP}`,
} as const;

export type ParsedHeight = { unit: 'cm'; cm: number } | { unit: 'ft_in'; feet: number; inches: number };

const CM_TEXT = /^(\d{1,3})\s*cm$/i;
const PLAIN_CM = /^\d{2,3}$/;
// 5' 10", 5'10", 5 ft 10 in, 5′ 10″, 5' 10'' and a bare 6' are all written by people and apps.
const FEET_INCHES = /^(\d{1,2})\s*(?:'|′|ft\.?|feet|foot)\s*(?:(\d{1,2})\s*(?:"|″|''|in\.?|inch|inches)?)?$/i;

/** Reads stored height text: '180cm', a plain 2-3 digit number (centimetres) or feet and inches. */
export const parseHeight = (text: string | null | undefined): ParsedHeight | null => {
  const value = text?.trim() ?? '';
  const cmMatch = CM_TEXT.exec(value) ?? (PLAIN_CM.test(value) ? [value, value] : null);
  if (cmMatch) return { unit: 'cm', cm: Number(cmMatch[1]) };
  const ftMatch = FEET_INCHES.exec(value);
  if (ftMatch) return { unit: 'ft_in', feet: Number(ftMatch[1]), inches: Number(ftMatch[2] ?? 0) };
  return null;
};

/** Whole feet and inches with 12 or more inches carried into feet. */
export const carryInches = (feet: number, inches: number) => {
  const total = Math.max(0, Math.round(feet * INCHES_PER_FOOT + inches));
  return { feet: Math.floor(total / INCHES_PER_FOOT), inches: total % INCHES_PER_FOOT };
};

export const formatHeightCm = (cm: number) => `${Math.round(cm)}cm`;

export const formatHeightFeetInches = (feet: number, inches: number) => {
  const carried = carryInches(feet, inches);
  return `${carried.feet}' ${carried.inches}"`;
};

export const cmToFeetInches = (cm: number) => carryInches(0, cm / CM_PER_INCH);

export const feetInchesToCm = (feet: number, inches: number) =>
  Math.round((feet * INCHES_PER_FOOT + inches) * CM_PER_INCH);

export const heightInCm = (height: ParsedHeight) =>
  height.unit === 'cm' ? height.cm : feetInchesToCm(height.feet, height.inches);

/** Why a height text is refused, or null when it is acceptable. */
export const heightProblem = (text: string): string | null => {
  const parsed = parseHeight(text);
  if (!parsed) return heightMessages.format;
  const cm = heightInCm(parsed);
  return cm < HEIGHT_CM_MIN || cm > HEIGHT_CM_MAX ? heightMessages.range : null;
};

/** The form's height inputs: one unit switch, a cm field, and feet and inches fields (all text). */
export interface HeightFormValue {
  unit: HeightUnit;
  cm: string;
  feet: string;
  inches: string;
}

export const emptyHeightForm = (unit: HeightUnit = 'cm'): HeightFormValue => ({
  unit,
  cm: '',
  feet: '',
  inches: '',
});

/** Stored text to form inputs; unreadable text starts an empty cm form. */
export const heightToForm = (text: string | null | undefined): HeightFormValue => {
  const parsed = parseHeight(text);
  if (!parsed) return emptyHeightForm();
  if (parsed.unit === 'cm') return { ...emptyHeightForm('cm'), cm: String(parsed.cm) };
  const carried = carryInches(parsed.feet, parsed.inches);
  return { ...emptyHeightForm('ft_in'), feet: String(carried.feet), inches: String(carried.inches) };
};

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** Switching units converts with 2.54 cm per inch; an empty height stays empty. */
export const switchHeightUnit = (value: HeightFormValue, unit: HeightUnit): HeightFormValue => {
  if (value.unit === unit) return value;
  if (unit === 'ft_in') {
    const cm = wholeNumber(value.cm);
    if (cm === null) return emptyHeightForm('ft_in');
    const { feet, inches } = cmToFeetInches(cm);
    return { unit, cm: value.cm, feet: String(feet), inches: String(inches) };
  }
  const feet = wholeNumber(value.feet);
  const inches = wholeNumber(value.inches);
  if (feet === null && inches === null) return emptyHeightForm('cm');
  return { ...value, unit, cm: String(feetInchesToCm(feet ?? 0, inches ?? 0)) };
};

/** Keeps what a person may type into the inches input: digits only, at most 11. */
export const capInchesInput = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 2);
  if (digits === '') return '';
  return String(Math.min(Number(digits), INCHES_CAP));
};

/** Form inputs to the text sent to the API ('{n}cm' or feet and inches, inches carried), or null when empty. */
export const heightFromForm = (value: HeightFormValue): string | null => {
  if (value.unit === 'cm') {
    const cm = wholeNumber(value.cm);
    return cm === null ? (value.cm.trim() === '' ? null : value.cm.trim()) : formatHeightCm(cm);
  }
  const feet = wholeNumber(value.feet);
  const inches = wholeNumber(value.inches);
  if (feet === null && inches === null) return null;
  return formatHeightFeetInches(feet ?? 0, inches ?? 0);
};

/** Display text: the stored height with its conversion, e.g. 180cm (5' 11"); stored text as is otherwise. */
export const describeHeight = (text: string | null | undefined): string | null => {
  const parsed = parseHeight(text);
  if (!parsed) return text?.trim() ? text.trim() : null;
  if (parsed.unit === 'cm') {
    const { feet, inches } = cmToFeetInches(parsed.cm);
    return `${formatHeightCm(parsed.cm)} (${formatHeightFeetInches(feet, inches)})`;
  }
  return `${formatHeightFeetInches(parsed.feet, parsed.inches)} (${formatHeightCm(heightInCm(parsed))})`;
};
