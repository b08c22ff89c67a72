import { format, isValid, parseISO } from 'date-fns';

const toDate = (value: string | number | Date | null | undefined) => {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
};

/** Today in the admin's own calendar, as 'YYYY-MM-DD' (the API's date form). */
export const todayDate = () => format(new Date(), 'yyyy-MM-dd');

/** 'January 5, 2026'; `fallback` when the value is empty or not a date. */
export const formatLongDate = (value: string | number | Date | null | undefined, fallback = '') => {
  const date = toDate(value);
  return date ? format(date, 'MMMM d, yyyy') : fallback;
};

/** 'March 3rd, 2024, 5:07 PM' */
export const formatDateTime = (value: string | number | Date | null | undefined, fallback = '') => {
  const date = toDate(value);
  return date ? format(date, 'MMMM do, yyyy, h:mm a') : fallback;
};

/** 'MM/DD/YYYY' */
export const formatShortDate = (value: string | number | Date | null | undefined, fallback = '') => {
  const date = toDate(value);
  return date ? format(date, 'MM/dd/yyyy') : fallback;
};

/** Turns 'mobility_and_warm_up' into 'Mobility And Warm Up'. */
export const humanize = (value: string | null | undefined) =>
  (value ?? '')
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const countFormat = new Intl.NumberFormat('en-US');

/** A count or total for people to read: '7', '200,002'. */
export const formatCount = (count: number) => countFormat.format(count);

/** '1 like' / '3 likes' / '1,200 days' */
export const pluralize = (count: number, singular: string, plural = `${singular}s`) =>
  `${formatCount(count)} ${count === 1 ? singular : plural}`;

/** Cuts text to `max` characters and adds '...' when it was longer. */
export const truncate = (text: string | null | undefined, max: number) => {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
};
