import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { auditMessages } from '@coachboard/contract';
import {
  createAuditRecorder,
  diffFields,
  insertAuditEntries,
  type AuditActor,
  type AuditOrigin,
} from '../lib/audit.js';
import type { Queryable } from '../lib/db-types.js';
import {
  isDryRun,
  keepLockedRow,
  type AuditDeclaration,
  type AuditTarget,
  type AuditedRecord,
} from '../lib/records/index.js';
import { isApiRoute } from './route-table.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const REFUSED_STATUSES = new Set([401, 403, 429]);
const REFUSAL_FLUSH_MS = 10_000;

export const actorOf = (request: FastifyRequest): AuditActor | null =>
  request.user ? { id: request.user.id, name: request.user.name, email: request.user.email } : null;

export const originOf = (request: FastifyRequest): AuditOrigin => ({
  requestId: String(request.id),
  address: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Why a mutating /api route without a declaration stops the app from starting. */
export const checkAuditDeclaration = (methods: readonly string[], url: string, config: unknown) => {
  if (!isApiRoute(url) || !methods.some((m) => MUTATING.has(m))) return;
  const audit = (config as { audit?: AuditDeclaration } | undefined)?.audit;
  if (!audit) {
    throw new Error(
      `${methods.join(',')} ${url} changes data but declares no config.audit (see lib/records/audit-declaration.ts and ADR 0008)`,
    );
  }
};

const targetIdOf = async (
  target: AuditTarget,
  db: Queryable,
  request: FastifyRequest,
): Promise<number | null> => {
  if (target.from === 'params') {
    const value = Number((request.params as Record<string, unknown>)[target.name]);
    return Number.isSafeInteger(value) ? value : null;
  }
  if (target.from === 'lookup') return target.find(db, request);
  return null;
};

const answerData = (result: unknown) =>
  result && typeof result === 'object' && 'data' in result ? (result as { data: unknown }).data : result;

/** Carries a dry run's answer out of the transaction it rolls back. */
class DryRunAnswer {
  constructor(readonly result: unknown) {}
}

/** Whether a handler's declaration asks for the request transaction this plugin opens. */
const wrapsInTransaction = (audit: AuditDeclaration) =>
  'action' in audit || (audit.writtenBy === 'handler' && audit.transaction !== 'own');

/**
 * Wraps an audited handler: one transaction for the request (request.db, request.audit bound to it), the
 * record locked and read once before (a type declaring `audited` takes it from the locked row and hands that
 * row to the handler) and read once after, one entry with the diff, then the commit; the answer is sent after it, so an
 * acknowledged change always has its entry, and a change that rolls back takes its entry with it.
 */
const auditedHandler = (app: FastifyInstance, audit: AuditDeclaration, handler: RouteHandlerMethod) =>
  async function (this: FastifyInstance, request, reply) {
    return app.db
      .transaction(async (tx) => {
        request.db = tx;
        request.audit = createAuditRecorder(tx, actorOf(request), originOf(request));
        const declared = 'action' in audit ? audit : null;
        const record = declared ? app.recordTypes.get(declared.record) : undefined;
        if (declared && !record) throw new Error(`No record type declaration for ${declared.record}`);

        let id = declared ? await targetIdOf(declared.target, tx, request) : null;
        let before: Record<string, unknown> | null = null;
        let name: string | null = null;
        if (declared && record && id !== null) {
          const locked = record.lock ? await record.lock(tx, id) : null;
          let read: AuditedRecord | null;
          if (record.audited && locked && typeof locked === 'object') {
            // The locked row is the record before: read once, and handed to the handler (lockedRow).
            keepLockedRow(request, record, locked);
            read = record.audited(locked);
          } else {
            read = await record.read(tx, id);
          }
          name = read?.name ?? null;
          before = declared.watch ? await declared.watch(tx, request) : (read?.fields ?? null);
        }

        const result: unknown = await handler.call(this, request, reply);
        if (reply.sent)
          throw new Error(`${request.method} ${request.url}: an audited handler must return its answer`);
        const succeeded = reply.statusCode < 300;

        if (declared && record && succeeded) {
          if (declared.target.from === 'answer') id = declared.target.pick(answerData(result) as never);
          const read = id === null ? null : await record.read(tx, id);
          const after = declared.watch ? await declared.watch(tx, request) : (read?.fields ?? null);
          await request.audit.record({
            action: declared.action,
            record: { type: declared.record, id, name: read?.name ?? name },
            changes: diffFields(before, after),
            details: declared.details ? await declared.details(tx, request) : null,
          });
        }
        if (succeeded && isDryRun(request)) throw new DryRunAnswer(result);
        if (succeeded && request.audit.written === 0) throw new Error(auditMessages.unrecorded);
        return result;
      })
      .catch((error: unknown) => {
        if (error instanceof DryRunAnswer) return error.result;
        throw error;
      });
  } as RouteHandlerMethod;

interface RefusalKey {
  minute: string;
  address: string | null;
  method: string;
  route: string;
  status: number;
  actor: AuditActor | null;
}

interface PendingRefusals {
  key: RefusalKey;
  count: number;
  requestId: string;
  /** The agent every refusal of the row sent; null once two differed (`mixed_agents` in the entry). */
  userAgent: string | null;
  mixedAgents: boolean;
}

/**
 * Rows one flush may write. The key holds nothing a client chooses freely (the agent is a header anyone
 * rotates, so it is not part of it), but addresses are many over IPv6: past this many keys, a refusal is
 * counted in one row for its route and status with no address or actor, so a flood from anywhere still costs
 * a bounded number of rows.
 */
export const REFUSAL_KEYS_MAX = 1_000;

/**
 * Refused requests (401, 403, 429) as one `refused` entry per minute, address, route, status and actor, with
 * a count: a flood costs a row a minute per key, at most REFUSAL_KEYS_MAX keys per flush. Buffered per instance
 * and flushed every 10 seconds and at close; at most those seconds of counts die with a killed instance
 * (changes never do).
 */
const registerRefusalLog = (app: FastifyInstance) => {
  const pending = new Map<string, PendingRefusals>();
  const flush = async () => {
    if (pending.size === 0) return;
    const batch = [...pending.values()];
    pending.clear();
    try {
      for (const { key, count, requestId, userAgent, mixedAgents } of batch) {
        await insertAuditEntries(app.db, key.actor, { requestId, address: key.address, userAgent }, [
          {
            action: 'refused',
            details: {
              status: key.status,
              count,
              method: key.method,
              route: key.route,
              minute: key.minute,
              ...(mixedAgents ? { mixed_agents: true } : {}),
            },
          },
        ]);
      }
    } catch (error) {
      app.log.warn({ err: error }, 'Could not record refused requests');
    }
  };
  const timer = setInterval(() => void flush(), REFUSAL_FLUSH_MS);
  timer.unref();
  app.addHook('onResponse', async (request, reply) => {
    if (!REFUSED_STATUSES.has(reply.statusCode) || !isApiRoute(request.url)) return;
    let key: RefusalKey = {
      minute: new Date().toISOString().slice(0, 16),
      address: request.ip ?? null,
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
      status: reply.statusCode,
      actor: actorOf(request),
    };
    let id = JSON.stringify(key);
    if (!pending.has(id) && pending.size >= REFUSAL_KEYS_MAX) {
      key = { ...key, address: null, actor: null };
      id = JSON.stringify(key);
    }
    const userAgent = request.headers['user-agent']?.slice(0, 512) ?? null;
    const seen = pending.get(id);
    if (!seen) {
      pending.set(id, { key, count: 1, requestId: String(request.id), userAgent, mixedAgents: false });
      return;
    }
    seen.count += 1;
    if (!seen.mixedAgents && seen.userAgent !== userAgent) {
      seen.mixedAgents = true;
      seen.userAgent = null;
    }
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  return flush;
};

/**
 * Every mutating /api route declares how it joins the audit log (config.audit; the app refuses to start
 * otherwise), and this plugin writes what the declaration says. Registered after the route table, before
 * any module. Returns the refusal log's flush (tests read refusals without waiting for the timer).
 */
export const registerAudit = (app: FastifyInstance) => {
  app.decorateRequest('db', null as never);
  app.decorateRequest('audit', null as never);
  app.addHook('preHandler', async (request) => {
    request.db = app.db;
    request.audit = createAuditRecorder(app.db, actorOf(request), originOf(request));
  });
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    checkAuditDeclaration(methods, options.url, options.config);
    const audit = (options.config as { audit?: AuditDeclaration } | undefined)?.audit;
    if (!audit || !methods.some((m) => MUTATING.has(m)) || !wrapsInTransaction(audit)) return;
    options.handler = auditedHandler(app, audit, options.handler as RouteHandlerMethod);
  });
  const flushRefusals = registerRefusalLog(app);
  app.decorate('flushRefusals', flushRefusals);
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the buffered `refused` entries now (plugins/audit.ts). */
    flushRefusals: () => Promise<void>;
  }
}
