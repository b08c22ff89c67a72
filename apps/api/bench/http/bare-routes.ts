import type { Wave } from './captured-sql.js';
import type { Scenario } from './scenarios.js';

/** One route of the bare server, written to a JSON file the bare server reads at start. */
export interface BareRoute {
  /** What the load generator asks the bare server: `/<scenario>/<side><real path>`. */
  path: string;
  /** The real route's path and query, which page links are built from. */
  publicUrl: string;
  scenario: string;
  side: 'a' | 'b';
  kind: 'static' | 'select-1' | 'same-sql';
  auth: boolean;
  /** For static and select-1: the real server's status and body. */
  status: number;
  body: string;
  /** For static and select-1 with sameHeaders: the real answer's own headers, sent too. */
  headers?: Record<string, string>;
  /** For same-sql: the statements to send, wave after wave. */
  waves: Wave[];
}

export const barePath = (scenario: Scenario, side: 'a' | 'b', publicUrl: string) =>
  `/${scenario.key}/${side}${publicUrl}`;
