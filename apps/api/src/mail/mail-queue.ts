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
    await enqueueJob(db, SEND_MAIL_TASK, message, { maxAttempts: SEND_MAIL_ATTEMPTS });
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

const isMailMessage = (payload: unknown): payload is MailMessage => {
  const candidate = payload as Partial<MailMessage> | null;
  return (
    typeof candidate?.to === 'string' &&
    typeof candidate.subject === 'string' &&
    typeof candidate.text === 'string'
  );
};

/** The job: a transport failure throws, so graphile-worker retries it later. */
export const sendMailTask =
  (transport: MailTransport): Task =>
  async (payload) => {
    if (!isMailMessage(payload)) throw new Error('send_mail: the payload is not a mail message');
    await transport.send({ to: payload.to, subject: payload.subject, text: payload.text });
  };
