import type { z } from 'zod';
import type { successEnvelope } from '@coachboard/contract';
import { sessionMessages } from '@coachboard/contract/session';
import { ApiError } from './api-error';

/** A success answer as the contract's `successEnvelope` describes it, `data` typed by the caller's schema. */
export type ApiEnvelope<T> = z.output<ReturnType<typeof successEnvelope<z.ZodType<T>>>>;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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

export const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  if (!text) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

/** Turns a finished answer into the envelope or the ApiError the catalogue prescribes. */
export const toEnvelope = <T>(
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
