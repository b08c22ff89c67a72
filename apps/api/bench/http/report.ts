import os from 'node:os';
import type { RoundResult } from './load.js';
import type { Scenario, Side } from './scenarios.js';

export interface ScenarioResult {
  scenario: Scenario;
  a: RoundResult[];
  b: RoundResult[];
  notes: string[];
}

const sideLabel = (side: Side) =>
  ({
    real: 'Coachboard',
    static: 'raw node:http',
    'select-1': 'node:http + select 1',
    'same-sql': 'bare same SQL',
  })[side.kind];

const sum = (rounds: RoundResult[], pick: (r: RoundResult) => number) =>
  rounds.reduce((total, round) => total + pick(round), 0);
const mean = (rounds: RoundResult[], pick: (r: RoundResult) => number) => sum(rounds, pick) / rounds.length;

export const ratioOf = (result: ScenarioResult) => sum(result.a, (r) => r.rps) / sum(result.b, (r) => r.rps);

const fixed = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits });
const latency = (rounds: RoundResult[]) =>
  `${fixed(
    mean(rounds, (r) => r.p50),
    1,
  )} / ${fixed(
    mean(rounds, (r) => r.p99),
    1,
  )}`;
const cpuMean = (rounds: RoundResult[]) => {
  const values = rounds.map((r) => r.cpuUs).filter((v): v is number => v !== null);
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN;
};
const cpu = (rounds: RoundResult[]) => (Number.isNaN(cpuMean(rounds)) ? '?' : fixed(cpuMean(rounds)));
/** B's server CPU per request over A's: A's own cost against bare (1.0 = as cheap), steadier than req/s on a busy machine. */
export const cpuRatioOf = (result: ScenarioResult) => cpuMean(result.b) / cpuMean(result.a);

export const markdownTable = (results: ScenarioResult[]) => {
  const rows = results.map(({ scenario, a, b, notes }) => {
    const roundRatios = a.map((round, i) => (round.rps / (b[i]?.rps ?? NaN)).toFixed(2)).join(', ');
    const loads = a
      .map((round, i) => `${round.load.toFixed(1)}/${(b[i]?.load ?? NaN).toFixed(1)}`)
      .join(', ');
    const failures = sum(a, (r) => r.failures) + sum(b, (r) => r.failures);
    return [
      `${scenario.title} (\`${scenario.key}\`: ${sideLabel(scenario.a)} / ${sideLabel(scenario.b)})`,
      a.map((r) => fixed(r.rps)).join(', '),
      b.map((r) => fixed(r.rps)).join(', '),
      `**${ratioOf({ scenario, a, b, notes }).toFixed(2)}** (${roundRatios})`,
      latency(a),
      latency(b),
      `${cpu(a)} / ${cpu(b)} (**${cpuRatioOf({ scenario, a, b, notes }).toFixed(2)}**)`,
      loads,
      [failures ? `${failures} failed` : '', ...notes].filter(Boolean).join('; '),
    ];
  });
  return [
    '| scenario (A / B) | A req/s by round | B req/s by round | A/B req/s | A p50 / p99 ms | B p50 / p99 ms | ' +
      'server CPU µs/req A / B (B/A) | load before A/B rounds | notes |',
    '|---|---:|---:|---:|---:|---:|---:|---|---|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
};

/** Derived figure: how much page 300 costs against page 1, both on the real server. */
export const deepPageLine = (results: ScenarioResult[]) => {
  const find = (key: string) => results.find((r) => r.scenario.key === key);
  const first = find('programs-page-1');
  const deep = find('programs-page-300');
  if (!first || !deep) return '';
  const ratio = mean(deep.a, (r) => r.rps) / mean(first.a, (r) => r.rps);
  return `Page 300 / page 1 on the real server: ${ratio.toFixed(2)} of the req/s (costs ${(1 / ratio).toFixed(2)}x).`;
};

export const machineLine = () => {
  const cpus = os.cpus();
  return (
    `${cpus.length} CPU (${cpus[0]?.model.trim() ?? '?'}), Node ${process.version}, ` +
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at the end, ${new Date().toISOString()}`
  );
};
