/**
 * The bare baselines: a node:http server with no framework. Started by the HTTP benchmark as its own
 * process (`node --import tsx bare-server.ts <routes.json>`, PORT and DATABASE_URL in the environment).
 * Each route answers one side of one scenario (see scenarios.ts and bare-routes.ts).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import type { BodyInput, Row, RowSet } from './row-sets.js';
import type { BareRoute } from './bare-routes.js';
import { scenarios } from './scenarios.js';

const routes = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as BareRoute[];
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}
type Handler = (request: http.IncomingMessage) => Promise<Answer>;

/** What Node writes itself, or the answer's own framing: never copied from the real answer. */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/** The real answer's headers to repeat, the request id made fresh for each answer as the real server does. */
const repeatedHeaders = (route: BareRoute) => {
  if (!route.headers) return undefined;
  const fixed = Object.entries(route.headers).filter(([name]) => !OWN_HEADERS.has(name));
  return () => {
    const headers: Record<string, string> = Object.fromEntries(fixed);
    if ('x-request-id' in headers) headers['x-request-id'] = crypto.randomUUID();
    return headers;
  };
};

const unauthenticated = {
  status: 401,
  body: JSON.stringify({ success: false, message: 'Unauthenticated.' }),
};

/**
 * Rows as objects by column name. A name that repeats (`users.id` and the joined `files.id`) is kept as
 * `id_2`, ..., where pg's own objects would keep only the last one.
 */
const toRowSet = (result: pg.QueryArrayResult): RowSet => {
  const seen = new Map<string, number>();
  const fields = result.fields.map(({ name }) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}_${count}`;
  });
  const rows = result.rows.map((values) => {
    const row: Row = {};
    for (let i = 0; i < fields.length; i += 1) row[fields[i]!] = values[i];
    return row;
  });
  return { fields, rows };
};

const sameSql = (route: BareRoute): Handler => {
  const scenario = scenarios.find((s) => s.key === route.scenario);
  const side = scenario?.[route.side];
  if (side?.kind !== 'same-sql') throw new Error(`${route.path}: not a same-SQL side`);
  // A route that opens a transaction (the global search: BEGIN ... SET LOCAL ... COMMIT) sends every statement
  // on one connection, as the real server does; the others send each wave's statements side by side on the pool.
  const inTransaction = route.waves.some((wave) => wave.some((s) => /^\s*begin\b/i.test(s.text)));
  return async (request) => {
    if (route.auth && !request.headers.authorization?.startsWith('Bearer ')) return unauthenticated;
    const sets: BodyInput['sets'] = [];
    const client = inTransaction ? await pool.connect() : null;
    try {
      for (const wave of route.waves) {
        const results = await Promise.all(
          wave.map((s) =>
            (client ?? pool).query({
              ...(s.name ? { name: s.name } : {}),
              text: s.text,
              values: s.values,
              rowMode: 'array',
            }),
          ),
        );
        for (const result of results) sets.push(toRowSet(result));
      }
    } finally {
      client?.release();
    }
    // The session lookup comes first: no row, no answer.
    if (route.auth && sets[0]?.rows.length === 0) return unauthenticated;
    return { status: 200, body: JSON.stringify(side.body({ url: route.publicUrl, sets })) };
  };
};

const handlerFor = (route: BareRoute): Handler => {
  const headers = repeatedHeaders(route);
  if (route.kind === 'static') {
    return async () => ({ status: route.status, body: route.body, headers: headers?.() });
  }
  if (route.kind === 'select-1') {
    return async () => {
      await pool.query('select 1');
      return { status: route.status, body: route.body, headers: headers?.() };
    };
  }
  return sameSql(route);
};

const handlers = new Map(routes.map((route) => [route.path, handlerFor(route)]));

const send = (
  response: http.ServerResponse,
  status: number,
  body: string,
  headers?: Record<string, string>,
) => {
  response.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
};

const server = http.createServer((request, response) => {
  const handler = handlers.get(request.url ?? '');
  if (!handler) return send(response, 404, '{"success":false,"message":"No bare route"}');
  handler(request).then(
    ({ status, body, headers }) => send(response, status, body, headers),
    (error: unknown) => send(response, 500, JSON.stringify({ success: false, message: String(error) })),
  );
});

const stop = () => {
  server.close();
  void pool.end().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

server.listen(Number(process.env.PORT), '127.0.0.1', () =>
  console.log(`bare server ready on ${process.env.PORT}`),
);
