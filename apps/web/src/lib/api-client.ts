import type { z } from 'zod';
import type { successEnvelope } from '@coachboard/contract';
import { sessionMessages } from '@coachboard/contract/session';
import { ApiError } from './api-error';
import type { UploadOptions } from './xhr-upload';
import { clearSession, getAccessToken, getRefreshToken, updateTokens } from './session-storage';
import { notifySessionEnded } from './session-events';

/** The single HTTP client of the panel (spec part 1 sections 4, 7 and 8). */
export const API_BASE = '/api';

/** A success answer as the contract's `successEnvelope` describes it, `data` typed by the caller's schema. */
export type ApiEnvelope<T> = z.output<ReturnType<typeof successEnvelope<z.ZodType<T>>>>;

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

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
const REFRESH_PATH = '/auth/refresh';

const isPublicPath = (path: string) => PUBLIC_AUTH_PATHS.has(path.split('?')[0] ?? path);
const isAuthFailure = (status: number) => status === 401 || status === 403;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const buildUrl = (path: string, query?: QueryParams) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return `${API_BASE}${path}`;
  return `${API_BASE}${path}${path.includes('?') ? '&' : '?'}${search}`;
};

const serverMessage = (body: unknown) => {
  if (!isRecord(body)) return null;
  for (const key of ['message', 'error'] as const) {
    const value = body[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
};

const fieldErrors = (body: unknown) => {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  return body.errors as Record<string, string[]>;
};

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

/** Turns a finished answer into the envelope or the ApiError the catalogue prescribes. */
const toEnvelope = <T>(
  status: number,
  ok: boolean,
  text: string,
  fallbackMessage: (status: number) => string,
): ApiEnvelope<T> => {
  const parsed = parseJson(text);
  if (!ok) {
    const body = parsed.ok ? parsed.value : undefined;
    throw new ApiError(serverMessage(body) ?? fallbackMessage(status), status, fieldErrors(body));
  }
  if (!parsed.ok) throw new ApiError(sessionMessages.parseFailed, status);
  if (isRecord(parsed.value) && 'success' in parsed.value) return parsed.value as unknown as ApiEnvelope<T>;
  return { success: true, data: parsed.value as T };
};

const pickTokenPair = (value: unknown) => {
  if (!isRecord(value)) return null;
  const { token, refresh_token: refreshToken } = value;
  if (typeof token === 'string' && token && typeof refreshToken === 'string' && refreshToken) {
    return { token, refreshToken };
  }
  return null;
};

const endSession = (): never => {
  clearSession();
  notifySessionEnded();
  throw new ApiError(sessionMessages.sessionExpired, 401);
};

const performRefresh = async () => {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return endSession();
  const response = await fetch(`${API_BASE}${REFRESH_PATH}`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${refreshToken}` },
  });
  if (!response.ok) return endSession();
  const parsed = parseJson(await response.text());
  const body = parsed.ok ? parsed.value : undefined;
  const pair = pickTokenPair(body) ?? pickTokenPair(isRecord(body) ? body.data : undefined);
  if (!pair) return endSession();
  updateTokens(pair);
};

let refreshInFlight: Promise<void> | null = null;

/** Every caller that needs a refresh at the same time waits for the same request. */
export const refreshSession = () => {
  refreshInFlight ??= performRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
};

/** A request sent with a token that has since been replaced only needs a retry, not another refresh. */
const ensureFreshSession = async (tokenUsed: string | null) => {
  const current = getAccessToken();
  if (current && current !== tokenUsed && !refreshInFlight) return;
  await refreshSession();
};

interface EarlyAnswer {
  tokenUsed: string;
  sentAt: number;
  answer: Promise<{ status: number; ok: boolean; text: string } | null>;
}

/** How old an early answer the first screen may still take over; a later screen asks again. */
const EARLY_ANSWER_LIFETIME_MS = 10_000;
const earlyAnswers = new Map<string, EarlyAnswer>();

/**
 * Sends the GET a first screen is about to ask for, beside the session check instead of after the screen's
 * modules; that screen's `api.get` of the same address takes the answer over, once, if the access token is still
 * the one sent and the answer is fresh. Only with a stored token, and never refreshing: an auth failure or a lost
 * answer is left to the screen's own request. Returns what forgets it (and stops it when still on its way).
 */
export const sendEarlyGet = (path: string, query?: QueryParams): (() => void) => {
  const tokenUsed = getAccessToken();
  const url = buildUrl(path, query);
  if (!tokenUsed || earlyAnswers.has(url)) return () => undefined;
  const controller = new AbortController();
  const answer = fetch(url, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${tokenUsed}` },
    signal: controller.signal,
  })
    .then(async (response) => ({ status: response.status, ok: response.ok, text: await response.text() }))
    .catch(() => null);
  const early: EarlyAnswer = { tokenUsed, sentAt: Date.now(), answer };
  earlyAnswers.set(url, early);
  return () => {
    if (earlyAnswers.get(url) !== early) return;
    earlyAnswers.delete(url);
    controller.abort();
  };
};

const takeEarlyAnswer = (url: string) => {
  const early = earlyAnswers.get(url);
  if (!early) return null;
  earlyAnswers.delete(url);
  const usable =
    early.tokenUsed === getAccessToken() && Date.now() - early.sentAt <= EARLY_ANSWER_LIFETIME_MS;
  return usable ? early.answer : null;
};

const send = async <T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions,
  isRetry = false,
): Promise<ApiEnvelope<T>> => {
  if (method !== 'GET') earlyAnswers.clear();
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
