import { conflict, notFound } from './errors.js';

export interface StaleUpdateMessages {
  notFound: string;
  stale: string;
}

/**
 * A conditional update (see `isRowVersion`) touched no row: 404 when the row is gone, else 409 because it
 * changed since the client loaded `expected_updated_at`. Without a precondition no row means 404.
 */
export const refuseUnappliedUpdate = async (
  expectedUpdatedAt: string | undefined,
  exists: () => Promise<boolean>,
  messages: StaleUpdateMessages,
): Promise<never> => {
  if (expectedUpdatedAt !== undefined && (await exists())) throw conflict(messages.stale);
  throw notFound(messages.notFound);
};
