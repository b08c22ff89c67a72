import { format, isValid, parseISO } from 'date-fns';

type DateInput = string | number | Date | null | undefined;

/**
 * The panel's two date forms, written in the browser's own language: the short form for a day ('Nov 29, 2026')
 * and the long form for a moment ('Nov 29, 2026, 2:33 AM'). Every screen, toast and log line uses one of them,
 * except where the specification fixes a format (the helpers below named after what they show) and a schedule of
 * the next days, which names each day by its weekday ('Sun, Nov 29').
 */
const policyForms = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  // A day in a schedule of the next days: its weekday is what a coach plans by, its year goes without saying.
  weekdayDate: { weekday: 'short', month: 'short', day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type PolicyForm = keyof typeof policyForms;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A value as an instant, and whether it is a calendar date ('2026-11-29': a start date, a birthday), which has no
 * time zone and must read as the same day everywhere.
 */
const readDate = (value: DateInput): { date: Date; calendar: boolean } | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const calendar = CALENDAR_DATE.exec(value.trim());
    if (calendar) {
      const [year, month, day] = [Number(calendar[1]), Number(calendar[2]), Number(calendar[3])];
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { date, calendar: true } : null;
    }
  }
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? { date, calendar: false } : null;
};

/**
 * The two forms for a locale and time zone (both the browser's when left out), one `Intl.DateTimeFormat` per form
 * made on first use and kept. ICU puts a narrow no-break space before AM/PM; a plain space reads the same and
 * matches what people type and search for.
 */
export const createDateFormats = (locale?: string, timeZone?: string) => {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  const formatter = (form: PolicyForm, zone: string | undefined) => {
    const key = `${form}:${zone ?? ''}`;
    let cached = formatters.get(key);
    if (!cached) {
      cached = new Intl.DateTimeFormat(locale, { ...policyForms[form], timeZone: zone });
      formatters.set(key, cached);
    }
    return cached;
  };
  const write =
    (form: PolicyForm) =>
    (value: DateInput, fallback = '') => {
      const read = readDate(value);
      if (!read) return fallback;
      // A calendar date was read as midnight UTC: written in UTC it stays its own day in every time zone.
      const zone = read.calendar ? 'UTC' : timeZone;
      return formatter(form, zone)
        .format(read.date)
        .replace(/\u202f/g, ' ');
    };
  return { date: write('date'), dateTime: write('dateTime'), weekdayDate: write('weekdayDate') };
};

const browserFormats = createDateFormats();

/** The short form, a day: 'Nov 29, 2026' in en-US; `fallback` when the value is empty or not a date. */
export const formatDate = browserFormats.date;

/** The long form, a moment: 'Nov 29, 2026, 2:33 AM' in en-US; `fallback` when empty or not a date. */
export const formatTimestamp = browserFormats.dateTime;

/** A day of a schedule of the next days, with its weekday: 'Sun, Nov 29' in en-US. */
export const formatWeekdayDate = browserFormats.weekdayDate;

/** Today in the admin's own calendar, as 'YYYY-MM-DD' (the API's date form). */
export const todayDate = () => format(new Date(), 'yyyy-MM-dd');

/** The specification's fixed formats read a value as date-fns does: a calendar date at local midnight. */
const toLocalDate = (value: DateInput) => {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
};

/** A post's date, as the specification fixes it for the post detail: 'March 3rd, 2024, 5:07 PM'. */
export const formatPostDateTime = (value: DateInput, fallback = '') => {
  const date = toLocalDate(value);
  return date ? format(date, 'MMMM do, yyyy, h:mm a') : fallback;
};

/** A program's created date, as the specification fixes it ('long US format'): 'January 5, 2026'. */
export const formatLongUsDate = (value: DateInput, fallback = '') => {
  const date = toLocalDate(value);
  return date ? format(date, 'MMMM d, yyyy') : fallback;
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
