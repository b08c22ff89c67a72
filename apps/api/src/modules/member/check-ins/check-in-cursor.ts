import { checkInMessages, isCalendarDate } from '@coachboard/contract';
import { invalidField } from '../../../lib/errors.js';

/** The opaque `next_cursor` of a check-in page: the last row's date and id. */
export const encodeCheckInCursor = (row: { date: string; id: number }) =>
  Buffer.from(`${row.date}|${row.id}`).toString('base64url');

/** The row a cursor names, or a 422 on `cursor` for one this list did not give. */
export const decodeCheckInCursor = (cursor: string) => {
  const [date = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  const number = Number(id);
  if (!isCalendarDate(date) || !Number.isSafeInteger(number) || number < 1) {
    throw invalidField('cursor', checkInMessages.cursorInvalid);
  }
  return { date, id: number };
};

/** The authenticated path a member fetches their photo from (never a public /uploads path). */
export const memberPhotoUrl = (checkInId: number, photoId: number) =>
  `/api/member/check-ins/${checkInId}/photos/${photoId}`;
