import fs from 'node:fs';
import path from 'node:path';
import type { PreparedScenario } from './bare-setup.js';
import { runLoad } from './load.js';
import { stopProcess } from './processes.js';
import { monotonicMicros, summarizeProfile } from './profile.js';
import { ratioOf, type ScenarioResult } from './report.js';
import { signIn, startRealServer, type RunningServer } from './servers.js';

interface ProfileOptions {
  root: string;
  databaseUrl: string;
  logDir: string;
  durationSeconds: number;
  connections: number;
}

/**
 * Profiles the real server (`node --cpu-prof`, a fresh instance) on the real-vs-bare scenario with the
 * lowest ratio: a warm-up, then one measured run; only samples inside that run are counted.
 */
export const profileWorst = async (
  results: ScenarioResult[],
  prepared: PreparedScenario[],
  options: ProfileOptions,
  measured: RunningServer,
) => {
  const candidates = results.filter((r) => r.scenario.a.kind === 'real');
  const worst = candidates.sort((x, y) => ratioOf(x) - ratioOf(y))[0];
  if (!worst) return 'No real-server scenario to profile.';
  const target = prepared.find((p) => p.scenario.key === worst.scenario.key)!;
  await stopProcess(measured.child);

  const profileDir = path.join(options.logDir, 'cpu-profile');
  fs.mkdirSync(profileDir, { recursive: true });
  const server = await startRealServer({ ...options, name: 'profiled', profileDir });
  const headers: Record<string, string> = worst.scenario.auth
    ? { authorization: `Bearer ${await signIn(server.base)}` }
    : {};
  const load = { url: server.base + target.publicUrl, headers, status: target.real.status, pid: server.pid };
  await runLoad(load, 5, options.connections);
  const from = monotonicMicros();
  const result = await runLoad(load, options.durationSeconds, options.connections);
  const to = monotonicMicros();
  await stopProcess(server.child);

  const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return `No profile was written into ${profileDir}.`;
  return [
    `### CPU profile: ${worst.scenario.title} (ratio ${ratioOf(worst).toFixed(2)})`,
    '',
    `${result.rps.toFixed(0)} req/s under the profiler; ${path.join(profileDir, file)}`,
    '',
    summarizeProfile(path.join(profileDir, file), from, to),
  ].join('\n');
};
