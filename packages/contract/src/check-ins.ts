import { z } from 'zod';
import { addDays, calendarDateSchema } from './assignments.js';
import { optionalQueryValue } from './list-query.js';
import { MAX_PER_PAGE } from './pagination.js';

/** The ranges a check-in's numbers may take: wide enough for any adult, narrow enough to catch a typo. */
export const BODYWEIGHT_KG_MIN = 20;
export const BODYWEIGHT_KG_MAX = 400;
export const WAIST_CM_MIN = 30;
export const WAIST_CM_MAX = 300;
export const SLEEP_HOURS_MAX = 24;
export const ENERGY_MIN = 1;
export const ENERGY_MAX = 5;
export const CHECK_IN_NOTES_MAX = 2000;
/** Progress photos one check-in may hold. */
export const CHECK_IN_PHOTOS_MAX = 4;
/** How far back a check-in may be dated; like a workout, a day past UTC's today is still today somewhere. */
export const CHECK_IN_DAYS_BACK_MAX = 365;
export const CHECK_IN_DAYS_AHEAD_OF_UTC = 1;
export const CHECK_INS_PAGE_SIZE = 20;

export const checkInMessages = {
  notFound: 'Check-in not found',
  photoNotFound: 'Photo not found',
  created: 'Check-in saved',
  alreadyCreated: 'Check-in already saved',
  photoUploaded: 'Photo added',
  photoDeleted: 'Photo deleted',
  deleted: 'Check-in deleted',
  /** A retried upload of a check-in the member has deleted since (it is in the trash). */
  checkInDeleted: 'This check-in was deleted',
  clientIdInvalid: 'client_id must be a UUID',
  bodyweightRange: `Bodyweight must be from ${BODYWEIGHT_KG_MIN} to ${BODYWEIGHT_KG_MAX} kg`,
  waistRange: `Waist must be from ${WAIST_CM_MIN} to ${WAIST_CM_MAX} cm`,
  sleepRange: `Sleep must be from 0 to ${SLEEP_HOURS_MAX} hours`,
  energyRange: `Energy must be a whole number from ${ENERGY_MIN} to ${ENERGY_MAX}`,
  notesTooLong: `Notes must be at most ${CHECK_IN_NOTES_MAX} characters`,
  dateTooOld: `A check-in can be dated at most ${CHECK_IN_DAYS_BACK_MAX} days back`,
  dateFuture: 'A check-in cannot be dated in the future',
  tooManyPhotos: `A check-in holds at most ${CHECK_IN_PHOTOS_MAX} photos`,
  cursorInvalid: 'cursor is not one this list gave',
  perPageRange: `per_page must be a whole number from 1 to ${MAX_PER_PAGE}`,
} as const;

const boundedNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message).nullable().optional();

/** `POST /member/check-ins`: the app's own id for the check-in (a retry sends it again) and what was measured. */
export const createCheckInInputSchema = z.object({
  client_id: z.uuid({ error: checkInMessages.clientIdInvalid }),
  date: calendarDateSchema('date'),
  bodyweight_kg: boundedNumber(BODYWEIGHT_KG_MIN, BODYWEIGHT_KG_MAX, checkInMessages.bodyweightRange),
  waist_cm: boundedNumber(WAIST_CM_MIN, WAIST_CM_MAX, checkInMessages.waistRange),
  sleep_hours: boundedNumber(0, SLEEP_HOURS_MAX, checkInMessages.sleepRange),
  energy: z
    .number({ error: checkInMessages.energyRange })
    .int(checkInMessages.energyRange)
    .min(ENERGY_MIN, checkInMessages.energyRange)
    .max(ENERGY_MAX, checkInMessages.energyRange)
    .nullable()
    .optional(),
  notes: z
    .string()
    .trim()
    .max(CHECK_IN_NOTES_MAX, checkInMessages.notesTooLong)
    .transform((text) => text || null)
    .nullable()
    .optional(),
});
export type CreateCheckInInput = z.infer<typeof createCheckInInputSchema>;

/** The problem with a check-in's date against today (UTC), or null. */
export const checkInDateProblem = (date: string, todayUtc: string): string | null => {
  if (date < addDays(todayUtc, -CHECK_IN_DAYS_BACK_MAX)) return checkInMessages.dateTooOld;
  if (date > addDays(todayUtc, CHECK_IN_DAYS_AHEAD_OF_UTC)) return checkInMessages.dateFuture;
  return null;
};

/** A progress photo: fetched through `url`, an authenticated API path (never a public /uploads path). */
export const checkInPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type CheckInPhoto = z.infer<typeof checkInPhotoSchema>;

/** The coach's answer to a check-in, once there is one. */
export const checkInReviewSchema = z.object({
  reviewed_at: z.string(),
  reviewed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reply: z.string().nullable(),
});

export const checkInSchema = z.object({
  id: z.number().int(),
  client_id: z.string(),
  date: z.string(),
  bodyweight_kg: z.number().nullable(),
  waist_cm: z.number().nullable(),
  sleep_hours: z.number().nullable(),
  energy: z.number().int().nullable(),
  notes: z.string().nullable(),
  photos: z.array(checkInPhotoSchema),
  /** Null until a coach has looked at it. */
  review: checkInReviewSchema.nullable(),
  created_at: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/** `GET /member/check-ins?cursor&per_page`: newest first (date, then id); `next_cursor` asks for the next page. */
export const checkInsQuerySchema = z.object({
  cursor: optionalQueryValue(z.string().max(100)),
  per_page: optionalQueryValue(
    z.coerce
      .number({ error: checkInMessages.perPageRange })
      .int(checkInMessages.perPageRange)
      .min(1, checkInMessages.perPageRange)
      .max(MAX_PER_PAGE, checkInMessages.perPageRange),
  ),
});
export type CheckInsQuery = z.input<typeof checkInsQuerySchema>;

export const checkInPageSchema = z.object({
  data: z.array(checkInSchema),
  next_cursor: z.string().nullable(),
});
export type CheckInPage = z.infer<typeof checkInPageSchema>;
