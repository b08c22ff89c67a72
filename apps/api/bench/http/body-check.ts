import { isDeepStrictEqual } from 'node:util';

/** The first place two JSON values differ, as a path and both values; null when equal (`ignored` paths aside). */
const firstDifference = (
  a: unknown,
  b: unknown,
  at = '$',
  ignored: readonly string[] = [],
): string | null => {
  if (ignored.includes(at) || isDeepStrictEqual(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${at}.${key}`,
        ignored,
      );
      if (found) return found;
    }
    // Every key equal but an ignored one: equal.
    if (ignored.length > 0) return null;
  }
  return `${at}: ${JSON.stringify(a)?.slice(0, 200)} vs ${JSON.stringify(b)?.slice(0, 200)}`;
};

export interface Answer {
  status: number;
  body: string;
}

/** 'identical bytes', 'same JSON (key order or spacing differs)', or a description of the mismatch. */
export const compareAnswers = (a: Answer, b: Answer, ignored: readonly string[] = []) => {
  if (a.status !== b.status) return { equal: false, detail: `status ${a.status} vs ${b.status}` };
  if (a.body === b.body) return { equal: true, detail: 'identical bytes' };
  try {
    const difference = firstDifference(JSON.parse(a.body), JSON.parse(b.body), '$', ignored);
    if (!difference) return { equal: true, detail: 'same JSON (key order or spacing differs)' };
    return { equal: false, detail: difference };
  } catch {
    return { equal: false, detail: `not JSON: ${a.body.slice(0, 120)} vs ${b.body.slice(0, 120)}` };
  }
};
