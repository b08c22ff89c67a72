import { z } from 'zod';

/**
 * Edits of one record by two admins: the panel sends the `updated_at` it loaded as `expected_updated_at`, and
 * the API refuses (409) a save when the record changed since. The field is optional, so a client that does
 * not send it keeps the last-write-wins update.
 */
export const staleUpdateMessages = {
  expectedUpdatedAtInvalid: 'expected_updated_at must be a date and time such as 2025-01-31T12:00:00.000Z',
} as const;

export const staleUpdateLabels = { reload: 'Reload', reloading: 'Reloading...' } as const;

/** The 409 message of a stale save: "This program was changed by someone else since you opened it. ..." */
export const staleUpdateMessage = (thing: string) =>
  `This ${thing} was changed by someone else since you opened it. Reload to see the latest version.`;

/** `updated_at` as the API sent it (milliseconds); absent means "no precondition". */
export const expectedUpdatedAtSchema = z.iso
  .datetime({ offset: true, error: staleUpdateMessages.expectedUpdatedAtInvalid, abort: true })
  .refine((value) => Number.isFinite(Date.parse(value)), staleUpdateMessages.expectedUpdatedAtInvalid)
  .optional();

/** Spread into an update body schema: `z.object({ ...fields, ...expectedUpdatedAtField })`. */
export const expectedUpdatedAtField = { expected_updated_at: expectedUpdatedAtSchema };
