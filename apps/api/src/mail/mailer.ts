import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** How mail leaves: SMTP_URL when set, otherwise .eml files in the outbox directory. */
export interface MailTransport {
  /** Sends now; rejects when the transport fails. */
  send(message: MailMessage, log?: FastifyBaseLogger): Promise<void>;
}

/** What the routes use: mail goes out through the job queue, so it survives a crash and is retried. */
export interface Mailer extends MailTransport {
  /**
   * Queues the mail as a job and resolves once the job is stored (with `tx`, inside that transaction), so an
   * acknowledged request's mail is never lost. The caller's answer must not depend on the delivery.
   */
  queue(message: MailMessage, log?: FastifyBaseLogger): Promise<void>;
  /** Resolves when no queued mail is left to send (tests and shutdown). */
  flush(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/** Mail goes to SMTP_URL when set, otherwise into .eml files in the outbox directory. */
export const createMailTransport = ({ smtpUrl, from, outboxDir, log }: MailerOptions): MailTransport => {
  const sendWithSmtp = smtpUrl
    ? (() => {
        const transport = nodemailer.createTransport(smtpUrl);
        return async (message: MailMessage, logTo: FastifyBaseLogger) => {
          await transport.sendMail({ from, ...message });
          logTo.info({ to: message.to, subject: message.subject }, 'Mail sent through SMTP');
        };
      })()
    : undefined;

  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const writeToOutbox = async (message: MailMessage, logTo: FastifyBaseLogger) => {
    const info = await outbox.sendMail({ from, ...message });
    await fs.mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(outboxDir, `${stamp}-${crypto.randomBytes(4).toString('hex')}.eml`);
    // Written beside and renamed: a reader (or a retried job after a crash) never finds half a message.
    await fs.writeFile(`${file}.partial`, info.message as Buffer, { mode: 0o600 });
    await fs.rename(`${file}.partial`, file);
    logTo.info({ to: message.to, subject: message.subject, file }, `Mail written to ${file}`);
  };

  const deliver = sendWithSmtp ?? writeToOutbox;

  return { send: (message, logTo = log) => deliver(message, logTo) };
};
