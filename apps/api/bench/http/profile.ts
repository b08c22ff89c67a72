import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A monotonic clock in microseconds, the one V8 stamps profile samples with on Linux. */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

const IDLE = new Set(['(idle)']);

const packageOf = (url: string) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1]!;
  if (url.startsWith('node:') || url === '') return 'node (internals, natives)';
  if (url.includes('/apps/api/dist/')) return 'coachboard (dist/server.js)';
  return path.basename(url);
};

const top = (totals: Map<string, number>, all: number, count: number) =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `| ${((100 * micros) / all).toFixed(1)}% | ${name.replace(/\|/g, '\\|')} |`);

/** Self time by function and by package, counting only samples inside [from, to] (monotonic µs). */
export const summarizeProfile = (file: string, from: number, to: number, count = 20) => {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    if (time < from || time > to) return;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    if (IDLE.has(frame.functionName)) {
      idle += delta;
      return;
    }
    busy += delta;
    const where = frame.url ? `${frame.url.replace(/^.*node_modules\//, '')}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
    byPackage.set(packageOf(frame.url), (byPackage.get(packageOf(frame.url)) ?? 0) + delta);
  });
  return [
    `Samples in the load window: ${(busy / 1000).toFixed(0)} ms busy, ${(idle / 1000).toFixed(0)} ms idle.`,
    '',
    '| self time | function |',
    '|---:|---|',
    ...top(byFunction, busy, count),
    '',
    '| self time | package |',
    '|---:|---|',
    ...top(byPackage, busy, 12),
  ].join('\n');
};
