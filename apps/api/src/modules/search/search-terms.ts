/** `%`, `_` and `\` taken literally in a LIKE pattern (backslash is PostgreSQL's default escape). */
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** What one search term becomes in the statement: its text, its LIKE patterns and, for a number, an id. */
export interface SearchTerms {
  /** Lower-cased, as the name_search columns and the similarity functions read it. */
  text: string;
  /** The whole text or a word of it starts with the term: `term%` / `% term%`. */
  prefix: string;
  wordPrefix: string;
  contains: string;
  /** One or two characters: no trigram inside the term, so only prefixes (which have one) are searched. */
  short: boolean;
  id: number | null;
}

const MAX_ID = Number.MAX_SAFE_INTEGER;

export const searchTerms = (q: string): SearchTerms => {
  const text = q.trim().toLowerCase();
  const escaped = escapeLike(text);
  const id = /^\d{1,15}$/.test(text) ? Number(text) : null;
  return {
    text,
    prefix: `${escaped}%`,
    wordPrefix: `% ${escaped}%`,
    contains: `%${escaped}%`,
    short: [...text].length < 3,
    id: id !== null && id > 0 && id <= MAX_ID ? id : null,
  };
};
