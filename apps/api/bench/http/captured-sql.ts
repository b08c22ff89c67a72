import fs from 'node:fs';

/** One statement as the real server sent it, recorded by capture-sql.mjs. */
export interface CapturedStatement {
  text: string;
  values: unknown[];
  /** Set when the server used a named (prepared) statement: the bare handler prepares it too. */
  name: string | null;
  rowMode: 'array' | null;
  start: number;
  end: number;
}

/** Statements that ran side by side; a wave starts when a statement begins after one of the last finished. */
export type Wave = CapturedStatement[];

export const readCapturedSince = (file: string, offset: number): CapturedStatement[] => {
  if (!fs.existsSync(file)) return [];
  const text = fs.readFileSync(file, 'utf8').slice(offset);
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CapturedStatement)
    .sort((a, b) => a.start - b.start);
};

export const captureFileSize = (file: string) =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8').length : 0;

export const toWaves = (statements: CapturedStatement[]): Wave[] => {
  const waves: Wave[] = [];
  let current: Wave = [];
  for (const statement of statements) {
    const firstEnd = Math.min(...current.map((s) => s.end));
    if (current.length > 0 && statement.start >= firstEnd) {
      waves.push(current);
      current = [];
    }
    current.push(statement);
  }
  if (current.length > 0) waves.push(current);
  return waves;
};

export const describeWaves = (waves: Wave[]) =>
  waves
    .map((wave, index) =>
      wave
        .map(
          (s) =>
            `    ${index + 1}. ${s.name ? `[${s.name}] ` : ''}${s.text.replace(/\s+/g, ' ').slice(0, 150)}`,
        )
        .join('\n'),
    )
    .join('\n');

/** A list's total sent as a statement of its own: a count, or the read of the trigger-kept row count. */
const isTotalStatement = (statement: CapturedStatement) =>
  (/\bcount\s*\(/i.test(statement.text) || /"table_row_counts"/.test(statement.text)) &&
  !/\boffset\b/i.test(statement.text);

const TOTAL_COLUMN_START = ', ((select ';
const TOTAL_COLUMN_END = ')) as "total"';

/**
 * The page statement without the `((select …)) as "total"` column its rows carry: the column is cut, the
 * parameters only it used are dropped and the rest renumbered, and a named statement gets its own name.
 */
const withoutTotalColumn = (statement: CapturedStatement): CapturedStatement | null => {
  const start = statement.text.indexOf(TOTAL_COLUMN_START);
  const end = statement.text.indexOf(TOTAL_COLUMN_END, start);
  if (start < 0 || end < 0) return null;
  const column = statement.text.slice(start, end + TOTAL_COLUMN_END.length);
  const rest = statement.text.slice(0, start) + statement.text.slice(end + TOTAL_COLUMN_END.length);
  const usedOnlyByColumn = new Set(
    [...column.matchAll(/\$(\d+)/g)]
      .map((match) => Number(match[1]))
      .filter((n) => !new RegExp(`\\$${n}(?!\\d)`).test(rest)),
  );
  const kept = statement.values.map((_, index) => index + 1).filter((n) => !usedOnlyByColumn.has(n));
  const renumbered = new Map(kept.map((n, index) => [n, index + 1]));
  return {
    ...statement,
    text: rest.replace(/\$(\d+)/g, (_, n: string) => `$${renumbered.get(Number(n))}`),
    values: kept.map((n) => statement.values[n - 1]),
    name: statement.name === null ? null : `${statement.name}_without_total`,
  };
};

/**
 * The statements of a list request without its total: a total statement of its own is left out, a total column
 * on the page rows is cut from the page statement. The note says which, for the report.
 */
export const leaveOutTotal = (statements: CapturedStatement[]) => {
  const separate = statements.filter(isTotalStatement);
  if (separate.length > 0) {
    return {
      statements: statements.filter((statement) => !isTotalStatement(statement)),
      note: `leaves out ${separate.length} total statement(s)`,
    };
  }
  let cut = 0;
  const rewritten = statements.map((statement) => {
    const without = withoutTotalColumn(statement);
    if (without) cut += 1;
    return without ?? statement;
  });
  return {
    statements: rewritten,
    note: cut > 0 ? 'sends the page statement without its total column' : 'found no total to leave out',
  };
};
