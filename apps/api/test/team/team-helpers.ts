import type { FastifyInstance } from 'fastify';
import { mailsTo, readOutbox, type OutboxMail } from '../helpers/outbox.js';

/** Undoes quoted-printable soft breaks and escapes, enough to read a link out of a mail. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export const invitationTokenIn = (mail: OutboxMail) => {
  const match = /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(decodeQuotedPrintable(mail.text));
  if (!match) throw new Error(`No invitation link in ${mail.file}`);
  return match[1]!;
};

/** The token of the newest invitation mailed to this address. */
export const latestInvitationToken = async (app: FastifyInstance, dataDir: string, email: string) => {
  const mails = mailsTo(await readOutbox(app, dataDir), email);
  if (mails.length === 0) throw new Error(`No mail to ${email}`);
  return invitationTokenIn(mails.at(-1)!);
};

export const TEAM_PASSWORD = 'violet-harbour-lantern-42';
