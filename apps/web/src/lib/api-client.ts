import type { z } from 'zod';
import { sessionMessages } from '@coachboard/contract/session';
import { toEnvelope, type ApiEnvelope } from './api-client-envelope';
import { forgetEarlyAnswers, takeEarlyAnswer } from './api-client-early';
import { ensureFreshSession } from './api-client-refresh';
import { API_BASE, buildUrl, type QueryParams } from './api-client-url';
import type { UploadOptions } from './xhr-upload';
import { getAccessToken } from './session-storage';

export { API_BASE, buildUrl, type QueryParams, type QueryValue } from './api-client-url';
export type { ApiEnvelope } from './api-client-envelope';
export { refreshSession } from './api-client-refresh';
export { sendEarlyGet } from './api-client-early';

interface TransportOptions {
  query?: QueryParams;
  signal?: AbortSignal;
}

export interface GetOptions<S extends z.ZodType = z.ZodUnknown> extends TransportOptions {
  /**
   * The contract schema of the answer's `data` (e.g. `programDetailSchema`): the call resolves to its output type,
   * so no caller picks a response type by hand. It is not parsed again here: the API serialises through it.
   */
  schema?: S;
}

export interface RequestOptions extends TransportOptions {
  body?: unknown;
  /** Sends this bearer instead of the access token and never refreshes (e.g. logout with the refresh token). */
  authToken?: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls that never carry the access token and never trigger a refresh. */
const PUBLIC_AUTH_PATHS = new Set([
  '/auth/login',
  '/auth/login/second-step',
  '/auth/register',
  '/auth/validate-email',
  '/auth/request-password-reset',
  '/auth/verify-reset-code',
  '/auth/reset-password',
]);

const isPublicPath = (path: string) => PUBLIC_AUTH_PATHS.has(path.split('?')[0] ?? path);
const isAuthFailure = (status: number) => status === 401 || status === 403;
const send = async <T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions,
  isRetry = false,
): Promise<ApiEnvelope<T>> => {
  if (method !== 'GET') forgetEarlyAnswers();
  else if (!isRetry && !options.authToken) {
    const early = takeEarlyAnswer(buildUrl(path, options.query));
    const answer = early && (await early);
    if (answer && !isAuthFailure(answer.status))
      return toEnvelope<T>(answer.status, answer.ok, answer.text, sessionMessages.httpError);
  }
  const isPublic = isPublicPath(path);
  const canRefresh = !isPublic && !options.authToken && !isRetry;
  const tokenUsed = isPublic ? null : (options.authToken ?? getAccessToken());
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Fastify refuses an empty body declared as JSON, so the content type goes only with a body.
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (tokenUsed) headers.Authorization = `Bearer ${tokenUsed}`;

  const response = await fetch(buildUrl(path, options.query), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });

  if (isAuthFailure(response.status) && canRefresh) {
    await ensureFreshSession(tokenUsed);
    return send<T>(method, path, options, true);
  }
  return toEnvelope<T>(response.status, response.ok, await response.text(), sessionMessages.httpError);
};

const upload = async <T>(
  path: string,
  formData: FormData,
  options: UploadOptions = {},
  isRetry = false,
): Promise<ApiEnvelope<T>> => {
  // The multipart sender and its messages load with the first upload rather than with the sign-in page.
  const [{ sendMultipart }, { fileMessages }] = await Promise.all([
    import('./xhr-upload'),
    import('@coachboard/contract/file-rules'),
  ]);
  const tokenUsed = getAccessToken();
  const answer = await sendMultipart(`${API_BASE}${path}`, formData, options, tokenUsed);
  if (isAuthFailure(answer.status) && !isRetry) {
    await ensureFreshSession(tokenUsed);
    return upload<T>(path, formData, options, true);
  }
  const ok = answer.status >= 200 && answer.status < 300;
  const envelope = toEnvelope<T>(answer.status, ok, answer.text, fileMessages.uploadFailedStatus);
  options.onProgress?.(1);
  return envelope;
};

const data = async <T>(promise: Promise<ApiEnvelope<T>>) => (await promise).data;

type Data<S extends z.ZodType> = z.output<S>;

export const api = {
  /** The whole envelope, typed by hand: only for answers without a data schema (e.g. logout's `data: null`). */
  request: <T>(method: HttpMethod, path: string, options: RequestOptions = {}) =>
    send<T>(method, path, options),
  get: <S extends z.ZodType = z.ZodUnknown>(path: string, options: GetOptions<S> = {}) =>
    data(send<Data<S>>('GET', path, options)),
  post: <S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, options: GetOptions<S> = {}) =>
    data(send<Data<S>>('POST', path, { ...options, body })),
  put: <S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, options: GetOptions<S> = {}) =>
    data(send<Data<S>>('PUT', path, { ...options, body })),
  patch: <S extends z.ZodType = z.ZodUnknown>(path: string, body?: unknown, options: GetOptions<S> = {}) =>
    data(send<Data<S>>('PATCH', path, { ...options, body })),
  delete: <S extends z.ZodType = z.ZodUnknown>(path: string, options: GetOptions<S> = {}) =>
    data(send<Data<S>>('DELETE', path, options)),
  upload: <S extends z.ZodType = z.ZodUnknown>(
    path: string,
    formData: FormData,
    options: UploadOptions & Pick<GetOptions<S>, 'schema'> = {},
  ) => data(upload<Data<S>>(path, formData, options)),
};
