import { isCalendarDate, memberApiMessages } from '@coachboard/contract';
import { invalidField } from '../../lib/errors.js';

/** The opaque `next_cursor` of a session page: the last row's date and id. */
export const encodeSessionCursor = (row: { performed_on: string; id: number }) =>
  Buffer.from(`${row.performed_on}|${row.id}`).toString('base64url');

/** The row a cursor names, or a 422 on `cursor` for one this list did not give. */
export const decodeSessionCursor = (cursor: string) => {
  const [performedOn = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  const number = Number(id);
  if (!isCalendarDate(performedOn) || !Number.isSafeInteger(number) || number < 1) {
    throw invalidField('cursor', memberApiMessages.cursorInvalid);
  }
  return { performedOn, id: number };
};
