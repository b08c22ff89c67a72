import path from 'node:path';
import { captureFileSize, readCapturedSince, type CapturedStatement } from './captured-sql.js';
import { stopProcess } from './processes.js';
import { signIn, startRealServer } from './servers.js';

export interface RealAnswer {
  status: number;
  body: string;
  /** The answer's headers, for baselines that send the same ones. */
  headers: Record<string, string>;
  statements: CapturedStatement[];
}

/** Statements still running when the answer left (none expected) are given this long to finish. */
const SETTLE_MS = 150;

/**
 * Runs the real server once with capture-sql.mjs preloaded and asks each path once (after one untimed
 * request, so lazy work at first use is not captured): its answer and the SQL it sent.
 */
export const captureRealAnswers = async (
  options: { root: string; databaseUrl: string; logDir: string },
  paths: { path: string; auth: boolean }[],
) => {
  const captureFile = path.join(options.logDir, 'captured-sql.jsonl');
  const server = await startRealServer({ ...options, name: 'capture', captureFile });
  const answers = new Map<string, RealAnswer>();
  try {
    const token = await signIn(server.base);
    for (const { path: url, auth } of paths) {
      const headers: Record<string, string> = auth ? { authorization: `Bearer ${token}` } : {};
      await (await fetch(server.base + url, { headers })).arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const offset = captureFileSize(captureFile);
      const response = await fetch(server.base + url, { headers });
      const body = await response.text();
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      answers.set(url, {
        status: response.status,
        body,
        headers: Object.fromEntries(response.headers),
        statements: readCapturedSince(captureFile, offset),
      });
    }
  } finally {
    await stopProcess(server.child);
  }
  return answers;
};
