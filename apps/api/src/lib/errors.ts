export type FieldErrors = Record<string, string[]>;

/**
 * What went wrong, as the domain says it. The error handler (plugins/error-handler.ts) is the one place
 * that turns a code into an HTTP status; repositories never throw these, use-cases and routes do.
 */
export const errorStatuses = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  validation: 422,
  too_many_requests: 429,
} as const;
export type ErrorCode = keyof typeof errorStatuses;

export interface DomainErrorDetails {
  /** Field name -> messages, sent as the envelope's `errors`. */
  errors?: FieldErrors;
  /** Sent as Retry-After on too_many_requests. */
  retryAfterSeconds?: number;
}

/** A coded error that the error handler turns into the `{ success: false, message, errors? }` envelope. */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: DomainErrorDetails;

  constructor(code: ErrorCode, message: string, details: DomainErrorDetails = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

export const badRequest = (message = 'Bad request', errors?: FieldErrors) =>
  new DomainError('bad_request', message, { errors });
export const unauthorized = (message = 'Unauthenticated') => new DomainError('unauthenticated', message);
export const forbidden = (message = 'Forbidden') => new DomainError('forbidden', message);
export const notFound = (message = 'Not found') => new DomainError('not_found', message);
/** A state conflict; `errors` names the fields whose values collide with what is stored. */
export const conflict = (message: string, errors?: FieldErrors) =>
  new DomainError('conflict', message, { errors });
export const tooLarge = (message: string) => new DomainError('too_large', message);
export const unsupportedType = (message: string) => new DomainError('unsupported_type', message);
/** Invalid input: the message is the first problem, `errors` every field's messages. */
export const validationFailed = (message: string, errors?: FieldErrors) =>
  new DomainError('validation', message, { errors });
/** A field's single problem as a 422 whose `errors` name that field. */
export const invalidField = (field: string, message: string) =>
  validationFailed(message, { [field]: [message] });
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new DomainError('too_many_requests', message, { retryAfterSeconds });

/** The value a repository found, or a not_found error with `message` when it found nothing. */
export const foundOr = <T>(value: T | null | undefined, message: string): T => {
  if (value === null || value === undefined) throw notFound(message);
  return value;
};
