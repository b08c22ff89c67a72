import type { AuditEntry } from './audit.js';

// The pieces every audit sentence is made of (audit-sentences.ts, audit-day-sentences.ts).

/** What a sentence reads of an audit entry. */
export type DescribedEntry = Pick<AuditEntry, 'actor' | 'action' | 'record' | 'changes' | 'details'>;

export const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A person or a thing named in `details` (`{ first_name, last_name }`, `{ name }`, an e-mail, a string). */
export const nameOf = (value: unknown): string | null => {
  if (typeof value === 'string') return text(value);
  if (typeof value !== 'object' || value === null) return null;
  const named = value as Record<string, unknown>;
  const full = [text(named.first_name), text(named.last_name)].filter(Boolean).join(' ');
  return full || text(named.name) || text(named.email);
};

/** A count kept as a number or as the list it counts. */
export const countOf = (value: unknown) =>
  typeof value === 'number' ? value : Array.isArray(value) ? value.length : 0;

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** The words before and after the record, for the entries that say more than "verb the record". */
export interface Sentence {
  before: string;
  after?: string;
}
