import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface OutboxMail {
  file: string;
  text: string;
}

/** Every .eml written so far (after the app's queued mails are flushed), oldest first. */
export const readOutbox = async (app: FastifyInstance, dataDir: string): Promise<OutboxMail[]> => {
  await app.mailer.flush();
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: name, text: fs.readFileSync(path.join(dir, name), 'utf8') }));
};

export const resetCodeIn = (mail: OutboxMail) => {
  const match = /^Your reset code: (\d{6})$/m.exec(mail.text);
  if (!match) throw new Error(`No reset code in ${mail.file}`);
  return match[1]!;
};

export const mailsTo = (mails: OutboxMail[], email: string) =>
  mails.filter((mail) => mail.text.toLowerCase().includes(`to: ${email.toLowerCase()}`));
