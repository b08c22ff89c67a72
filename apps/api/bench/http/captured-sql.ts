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
