import os from 'node:os';
import autocannon from 'autocannon';
import { cpuMs } from './processes.js';

export interface LoadTarget {
  url: string;
  headers: Record<string, string>;
  /** The status every answer must have. */
  status: number;
  /** The serving process, for its CPU time. */
  pid: number | undefined;
}

export interface RoundResult {
  rps: number;
  p50: number;
  p99: number;
  /** Answers with another status, errors and timeouts. */
  failures: number;
  /** Server CPU time per answered request, in microseconds. */
  cpuUs: number | null;
  /** 1-minute load average just before the round. */
  load: number;
}

let running: ReturnType<typeof autocannon> | undefined;
/** Ends the load in progress (on interruption). */
export const stopLoad = () => running?.stop();

export const runLoad = async (
  target: LoadTarget,
  seconds: number,
  connections: number,
): Promise<RoundResult> => {
  const load = os.loadavg()[0] ?? 0;
  const cpuBefore = cpuMs(target.pid);
  running = autocannon({
    url: target.url,
    headers: target.headers,
    connections,
    duration: seconds,
    timeout: 10,
  });
  const result = await running;
  running = undefined;
  const cpuAfter = cpuMs(target.pid);
  const answered = result.statusCodeStats[String(target.status)]?.count ?? 0;
  const total = Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + count, 0);
  return {
    rps: answered / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: total - answered + result.errors + result.timeouts,
    cpuUs:
      cpuBefore === null || cpuAfter === null || answered === 0
        ? null
        : ((cpuAfter - cpuBefore) * 1000) / answered,
    load,
  };
};
