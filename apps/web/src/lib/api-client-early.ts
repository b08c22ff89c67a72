import { buildUrl, type QueryParams } from './api-client-url';
import { getAccessToken } from './session-storage';

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

export const takeEarlyAnswer = (url: string) => {
  const early = earlyAnswers.get(url);
  if (!early) return null;
  earlyAnswers.delete(url);
  const usable =
    early.tokenUsed === getAccessToken() && Date.now() - early.sentAt <= EARLY_ANSWER_LIFETIME_MS;
  return usable ? early.answer : null;
};

/** A write may change what an early answer holds: none is taken over after one. */
export const forgetEarlyAnswers = () => earlyAnswers.clear();
