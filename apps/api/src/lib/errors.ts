export type FieldErrors = Record<string, string[]>;

/** An error that the global error handler turns into the `{ success: false, message, errors? }` envelope. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors?: FieldErrors;
  /** Extra response headers, e.g. Retry-After on 429. */
  readonly headers?: Record<string, string>;

  constructor(status: number, message: string, errors?: FieldErrors, headers?: Record<string, string>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    if (errors) this.errors = errors;
    if (headers) this.headers = headers;
  }
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

export const badRequest = (message = 'Bad request', errors?: FieldErrors) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Unauthenticated') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const unprocessable = (message: string, errors?: FieldErrors) => new HttpError(422, message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
