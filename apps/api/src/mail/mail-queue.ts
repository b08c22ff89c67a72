import type { FastifyBaseLogger } from 'fastify';
import type { Task } from 'graphile-worker';
import type { Database } from '../db/client.js';
import { enqueueJob, pendingJobCount } from '../jobs/enqueue-job.js';
import type { MailMessage, Mailer, MailTransport } from './mailer.js';

export const SEND_MAIL_TASK = 'send_mail';
/** With graphile-worker's backoff (exp(attempt) seconds) ten attempts span about six hours. */
const SEND_MAIL_ATTEMPTS = 10;
const FLUSH_POLL_MS = 50;
const FLUSH_TIMEOUT_MS = 20_000;

/** A Mailer whose `queue` stores a `send_mail` job; the job runner delivers it through `transport`. */
export const createQueuedMailer = (db: Database, transport: MailTransport): Mailer => ({
  send: (message, log) => transport.send(message, log),
  async queue(message, log) {
    // The request's id travels with the job, so the delivery's log line can be traced back to the request.
    const requestId = (log as { bindings?: () => { reqId?: unknown } } | undefined)?.bindings?.().reqId;
    const payload = { ...message, request_id: typeof requestId === 'string' ? requestId : null };
    await enqueueJob(db, SEND_MAIL_TASK, payload, { maxAttempts: SEND_MAIL_ATTEMPTS });
    log?.debug({ to: message.to, subject: message.subject }, 'Mail queued');
  },
  async flush() {
    const deadline = Date.now() + FLUSH_TIMEOUT_MS;
    while ((await pendingJobCount(db, SEND_MAIL_TASK)) > 0) {
      if (Date.now() > deadline) throw new Error('Queued mail was not sent within 20 s');
      await new Promise((resolve) => setTimeout(resolve, FLUSH_POLL_MS));
    }
  },
});

type MailJob = MailMessage & { request_id?: string | null };

const isMailJob = (payload: unknown): payload is MailJob => {
  const candidate = payload as Partial<MailJob> | null;
  return (
    typeof candidate?.to === 'string' &&
    typeof candidate.subject === 'string' &&
    typeof candidate.text === 'string'
  );
};

/** The job: a transport failure throws, so graphile-worker retries it later. */
export const sendMailTask =
  (transport: MailTransport, log: FastifyBaseLogger): Task =>
  async (payload) => {
    if (!isMailJob(payload)) throw new Error('send_mail: the payload is not a mail message');
    const { request_id: requestId, ...message } = payload;
    await transport.send(message, requestId ? log.child({ reqId: requestId }) : log);
  };
