import { sessionMessages } from '@coachboard/contract/session';

/** A failed answer: the server's (or the specification's fallback) message, the status and any field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;

  constructor(message: string, status: number, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (errors) this.errors = errors;
  }
}

/** The message to show for any failure: the ApiError text, else the given fallback. */
export const errorMessage = (error: unknown, fallback: string = sessionMessages.unexpected) =>
  error instanceof ApiError ? error.message : fallback;

/** Whether the failure is the API's 404 (a record that does not exist or was deleted). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
