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

export interface Mailer {
  /** Sends now; rejects when the transport fails. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends in the background (the caller's answer must not depend on it); failures are logged, to `log` when
   * given (a request's logger, so the lines carry its request id).
   */
  queue(message: MailMessage, log?: FastifyBaseLogger): void;
  /** Resolves when every queued mail is sent or failed. */
  flush(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/** Mail goes to SMTP_URL when set, otherwise into .eml files in the outbox directory. */
export const createMailer = ({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer => {
  const pending = new Set<Promise<void>>();

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
    await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
    logTo.info({ to: message.to, subject: message.subject, file }, `Mail written to ${file}`);
  };

  const deliver = sendWithSmtp ?? writeToOutbox;

  return {
    send: (message) => deliver(message, log),
    queue(message, logTo = log) {
      const task = deliver(message, logTo)
        .catch((error: unknown) => logTo.error({ err: error, to: message.to }, 'Sending mail failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async flush() {
      await Promise.all([...pending]);
    },
  };
};
