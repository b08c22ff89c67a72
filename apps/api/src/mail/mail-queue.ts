import type { FastifyBaseLogger } from 'fastify';
import type { Task } from 'graphile-worker';
import type { Database } from '../db/client.js';
import { enqueueJob, pendingJobCount } from '../jobs/enqueue-job.js';
import { seal, unseal } from '../lib/sealing.js';
import type { MailMessage, Mailer, MailTransport } from './mailer.js';

export const SEND_MAIL_TASK = 'send_mail';
/** With graphile-worker's backoff (exp(attempt) seconds) ten attempts span about six hours. */
const SEND_MAIL_ATTEMPTS = 10;
const FLUSH_POLL_MS = 50;
const FLUSH_TIMEOUT_MS = 20_000;

/** The key that seals queued mail (the data key's, so a job outlives a JWT_SECRET rotation). */
export interface MailSealKeys {
  get(): Promise<{ mailSeal: Buffer }>;
}

/**
 * A Mailer whose `queue` stores a `send_mail` job; the job runner delivers it through `transport`. The job
 * keeps the subject and text sealed (AES-256-GCM): they carry reset codes and invitation links, and a job
 * stays in graphile_worker's table (and so in backups) until sent, or for good once it fails for good. The
 * address stays readable, for looking at the queue.
 */
export const createQueuedMailer = (db: Database, transport: MailTransport, keys: MailSealKeys): Mailer => ({
  send: (message, log) => transport.send(message, log),
  async queue(message, log) {
    // The request's id travels with the job, so the delivery's log line can be traced back to the request.
    const requestId = (log as { bindings?: () => { reqId?: unknown } } | undefined)?.bindings?.().reqId;
    const { mailSeal } = await keys.get();
    const payload: SealedMailJob = {
      to: message.to,
      sealed: seal(mailSeal, JSON.stringify({ subject: message.subject, text: message.text })),
      request_id: typeof requestId === 'string' ? requestId : null,
    };
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

interface SealedMailJob {
  to: string;
  /** `{ subject, text }` sealed with the mail key. */
  sealed: string;
  request_id: string | null;
}
/** A job queued before the payloads were sealed. */
type PlainMailJob = MailMessage & { request_id?: string | null };

const isSealedMailJob = (payload: unknown): payload is SealedMailJob => {
  const candidate = payload as Partial<SealedMailJob> | null;
  return typeof candidate?.to === 'string' && typeof candidate.sealed === 'string';
};

const isPlainMailJob = (payload: unknown): payload is PlainMailJob => {
  const candidate = payload as Partial<PlainMailJob> | null;
  return (
    typeof candidate?.to === 'string' &&
    typeof candidate.subject === 'string' &&
    typeof candidate.text === 'string'
  );
};

const openMailJob = async (payload: unknown, keys: MailSealKeys): Promise<PlainMailJob> => {
  if (isPlainMailJob(payload)) return payload;
  if (!isSealedMailJob(payload)) throw new Error('send_mail: the payload is not a mail message');
  const opened = unseal((await keys.get()).mailSeal, payload.sealed);
  const content = opened === null ? null : (JSON.parse(opened) as Partial<MailMessage>);
  if (typeof content?.subject !== 'string' || typeof content.text !== 'string') {
    throw new Error('send_mail: the sealed message does not open with the data key');
  }
  return { to: payload.to, subject: content.subject, text: content.text, request_id: payload.request_id };
};

/** The job: a transport failure throws, so graphile-worker retries it later. */
export const sendMailTask =
  (transport: MailTransport, keys: MailSealKeys, log: FastifyBaseLogger): Task =>
  async (payload) => {
    const { request_id: requestId, ...message } = await openMailJob(payload, keys);
    await transport.send(message, requestId ? log.child({ reqId: requestId }) : log);
  };
