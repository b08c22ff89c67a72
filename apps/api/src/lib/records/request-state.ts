import type { FastifyRequest } from 'fastify';
import type { RecordTypeDeclaration } from './declaration.js';

// What the audit wrapper (plugins/audit.ts) and an audited handler tell each other about one request.

const unchanged = new WeakSet<FastifyRequest>();

/**
 * A handler whose request must change nothing (a dry run) says so: its 2xx then needs no entry, and its
 * transaction is rolled back whatever the handler wrote, so a dry run cannot write by mistake.
 */
export const changedNothing = (request: FastifyRequest) => {
  unchanged.add(request);
};

export const isDryRun = (request: FastifyRequest) => unchanged.has(request);

const lockedRows = new WeakMap<FastifyRequest, { declaration: RecordTypeDeclaration; row: unknown }>();

/** Kept by the audit wrapper: the row it locked and read before the handler runs. */
export const keepLockedRow = (request: FastifyRequest, declaration: RecordTypeDeclaration, row: unknown) => {
  lockedRows.set(request, { declaration, row });
};

/**
 * The row of this record type the audit wrapper locked and read for this request, or undefined when it found
 * none (the handler answers its 404 as before). The row is locked FOR UPDATE in the request's transaction, so
 * the handler works on it without locking or reading it again.
 */
export const lockedRow = <Row>(
  request: FastifyRequest,
  declaration: RecordTypeDeclaration<Row>,
): Row | undefined => {
  const kept = lockedRows.get(request);
  return kept && kept.declaration === declaration ? (kept.row as Row) : undefined;
};
