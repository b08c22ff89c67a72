// The final check of the reset mail (the outbox and the send_mail jobs) and of the users the mail went to.
// The outbox comes in as a snapshot (files.mjs: readOutbox) so the self-test can plant faults in it.
import { queuedJobs } from './files.mjs';

const RESET_SUBJECT = 'Your Coachboard password reset code';
const RESET_CODE_LINE = /^Your reset code: \d{6}$/m;

/** Acknowledged users present as created; a create in doubt stored at most once. */
export const verifyUsers = async (client, model, verified) => {
  const { rows } = await client.query(
    'select id, email, first_name, last_name, deleted_at from users where id = any($1)',
    [[...model.users.keys()]],
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  for (const [id, user] of model.users) {
    const row = byId.get(id);
    const diff = !row
      ? 'missing'
      : row.email !== user.data.email ||
          row.first_name !== user.body.first_name ||
          row.last_name !== user.body.last_name
        ? `stored as ${row.email} ${row.first_name} ${row.last_name}`
        : row.deleted_at !== null
          ? 'deleted'
          : '';
    if (diff) model.loss('user', `user ${id} (${user.body.email}): ${diff}`);
    else verified.user += 1;
  }
  for (const create of model.doubtfulCreates.filter((item) => item.kind === 'user')) {
    const { rows: found } = await client.query('select id from users where lower(email) = lower($1)', [
      create.body.email,
    ]);
    if (found.length > 1) model.partialWrite('user', `${create.token} stored ${found.length} times`);
    if (found.length > 0) model.doubtCommitted.user += 1;
  }
};

/** Quoted-printable (RFC 2045) to text: soft line breaks joined, =XX bytes decoded as UTF-8. */
const decodeQuotedPrintable = (text) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * The recipient, subject and (decoded) body of an .eml as the outbox transport writes it (nodemailer: folded
 * headers, a quoted-printable body).
 */
export const parseMail = (text) => {
  const split = text.search(/\r?\n\r?\n/);
  const head = (split === -1 ? text : text.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const raw = split === -1 ? '' : text.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const to = headers.get('to') ?? '';
  const address = (/<([^>]+)>/.exec(to)?.[1] ?? to).trim().toLowerCase();
  const quoted = /quoted-printable/i.test(headers.get('content-transfer-encoding') ?? '');
  return {
    to: address,
    subject: headers.get('subject') ?? '',
    body: quoted ? decodeQuotedPrintable(raw) : raw,
  };
};

/**
 * Reset mail, at least once: every acknowledged request has a mail to its account in the outbox (an .eml:
 * a `.partial` file is a write cut by a kill, not a mail) or a send_mail job for it still pending in the
 * queue (one a killed worker holds is retried once graphile-worker's 4-hour lock expires). Mails are whole
 * (subject, code line). A request in doubt may have mailed or not. Reports duplicates (a kill after the file
 * was written and before the job was marked done) and mails to addresses the load never asked for.
 */
export const verifyMail = async (client, model, outbox, verified) => {
  const jobs = (await queuedJobs(client, 'send_mail')).map((job) => ({
    ...job,
    to: String(job.payload?.to ?? '').toLowerCase(),
  }));
  const mails = [];
  const partials = [];
  for (const file of outbox) {
    if (file.name.endsWith('.eml')) mails.push({ name: file.name, ...parseMail(file.text) });
    else partials.push(file.name);
  }
  for (const mail of mails) {
    const whole =
      mail.subject === RESET_SUBJECT &&
      RESET_CODE_LINE.test(mail.body) &&
      mail.body.includes(`email=${encodeURIComponent(mail.to)}`);
    if (!whole) model.partialWrite('mail', `mail ${mail.name} to ${mail.to}: not a whole reset mail`);
  }
  const delivered = Map.groupBy(mails, (mail) => mail.to);
  const queued = Map.groupBy(
    jobs.filter((job) => job.pending),
    (job) => job.to,
  );
  const failed = Map.groupBy(
    jobs.filter((job) => !job.pending),
    (job) => job.to,
  );
  const figures = {
    acknowledged: 0,
    delivered: 0,
    queued: 0,
    queuedLocked: 0,
    duplicates: 0,
    redeliveries: 0,
    doubtful: 0,
    mails: mails.length,
    other: 0,
    failed: jobs.filter((job) => !job.pending).length,
    partials,
  };
  const requested = new Set();
  for (const reset of model.resets) {
    const email = reset.email.toLowerCase();
    requested.add(email);
    const sent = delivered.get(email)?.length ?? 0;
    const waiting = queued.get(email) ?? [];
    figures.duplicates += Math.max(0, sent - 1);
    if (sent > 0 && waiting.length > 0) figures.redeliveries += 1;
    if (reset.outcome !== 'ack') {
      figures.doubtful += 1;
      if (sent + waiting.length > 0) model.doubtCommitted.mail += 1;
      continue;
    }
    figures.acknowledged += 1;
    if (sent > 0) figures.delivered += 1;
    else if (waiting.length > 0) {
      figures.queued += 1;
      if (waiting.every((job) => job.locked)) figures.queuedLocked += 1;
    } else {
      const gaveUp = failed.get(email)?.length ?? 0;
      model.loss(
        'mail',
        `reset ${email}: no mail in the outbox and no send_mail job pending${gaveUp ? ` (${gaveUp} failed for good)` : ''}`,
      );
      continue;
    }
    verified.mail += 1;
  }
  figures.other = mails.filter((mail) => !requested.has(mail.to)).length;
  return figures;
};
