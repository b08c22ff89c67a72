// Preloaded into the real server (`node --import <this file> dist/server.js`) by the HTTP benchmark, once,
// to record the SQL each request sends. It wraps pg's Client.prototype.query and appends one JSON line per
// finished statement to $CAPTURE_SQL_FILE: text, values, statement name, row mode, start and end (ms).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const file = process.env.CAPTURE_SQL_FILE;
const from = process.env.CAPTURE_PG_FROM;
if (!file || !from) throw new Error('capture-sql: CAPTURE_SQL_FILE and CAPTURE_PG_FROM must be set');

// The server imports pg from its own package; resolve it from there so both share one module instance.
const pg = createRequire(path.join(from, 'package.json'))('pg');
const original = pg.Client.prototype.query;

pg.Client.prototype.query = function capturedQuery(config, values, callback) {
  const isConfig = config !== null && typeof config === 'object';
  const entry = {
    text: isConfig ? config.text : config,
    values: (isConfig ? config.values : undefined) ?? (Array.isArray(values) ? values : []),
    name: isConfig ? (config.name ?? null) : null,
    rowMode: isConfig ? (config.rowMode ?? null) : null,
    start: performance.now(),
  };
  const record = () => {
    if (typeof entry.text !== 'string') return;
    fs.appendFileSync(file, `${JSON.stringify({ ...entry, end: performance.now() })}\n`);
  };
  if (typeof callback === 'function' || typeof values === 'function') {
    const done = typeof callback === 'function' ? callback : values;
    const wrapped = (...args) => {
      record();
      return done(...args);
    };
    return typeof callback === 'function'
      ? original.call(this, config, values, wrapped)
      : original.call(this, config, wrapped);
  }
  const result = original.call(this, config, values);
  if (result && typeof result.then === 'function') {
    return result.then(
      (value) => {
        record();
        return value;
      },
      (error) => {
        record();
        throw error;
      },
    );
  }
  if (result && typeof result.on === 'function') result.on('end', record);
  return result;
};
