import fs from 'node:fs';
import path from 'node:path';
import { barePath, type BareRoute } from './bare-routes.js';
import type { RealAnswer } from './capture.js';
import { leaveOutTotal, toWaves } from './captured-sql.js';
import type { Fixture, Scenario, Side } from './scenarios.js';

export interface PreparedScenario {
  scenario: Scenario;
  publicUrl: string;
  real: RealAnswer;
  /** Remarks for the report (how the total was left out, statements sent). */
  notes: string[];
}

const bareRoute = (prepared: PreparedScenario, side: 'a' | 'b', spec: Side): BareRoute | null => {
  if (spec.kind === 'real') return null;
  const { scenario, publicUrl, real } = prepared;
  let kept = real.statements;
  if (spec.kind === 'same-sql' && spec.withoutTotal) {
    const { statements, note } = leaveOutTotal(real.statements);
    kept = statements;
    prepared.notes.push(`side ${side.toUpperCase()} ${note}`);
  }
  return {
    path: barePath(scenario, side, publicUrl),
    publicUrl,
    scenario: scenario.key,
    side,
    kind: spec.kind,
    auth: scenario.auth,
    status: real.status,
    body: real.body,
    ...((spec.kind === 'static' || spec.kind === 'select-1') && spec.sameHeaders
      ? { headers: real.headers }
      : {}),
    waves: spec.kind === 'same-sql' ? toWaves(kept) : [],
  };
};

/** Writes the bare server's routes for every scenario side it answers; returns the file. */
export const writeBareRoutes = (prepared: PreparedScenario[], dir: string) => {
  const routes = prepared.flatMap((p) =>
    [bareRoute(p, 'a', p.scenario.a), bareRoute(p, 'b', p.scenario.b)].filter(
      (r): r is BareRoute => r !== null,
    ),
  );
  const file = path.join(dir, 'bare-routes.json');
  fs.writeFileSync(file, JSON.stringify(routes, null, 2));
  return file;
};

export const publicUrlOf = (scenario: Scenario, fixture: Fixture) => scenario.path(fixture);
