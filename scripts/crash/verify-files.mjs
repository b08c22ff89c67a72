// The final check of what lives outside the tables: program images (files rows, the program's pointer, the
// stored objects) and reset mail (the outbox and the send_mail jobs), plus the users the mail went to.
// The file system comes in as a snapshot (files.mjs: readStorage, readOutbox) so the self-test can plant
// faults in it without touching the disk; the database is queried (and planted in a rolled-back transaction).
import { queuedJobs } from './files.mjs';

const RESET_SUBJECT = 'Your Coachboard password reset code';
const RESET_CODE_LINE = /^Your reset code: \d{6}$/m;

const groupBy = (items, key) => {
  const groups = new Map();
  for (const item of items) {
    const value = key(item);
    if (!groups.has(value)) groups.set(value, []);
    groups.get(value).push(item);
  }
  return groups;
};

/** The objects of a storage listing, by storage name, and the `.partial` files (a write cut by a kill). */
export const storedObjects = (listing) => {
  const objects = new Map();
  const partials = [];
  for (const { name, size } of listing) {
    if (name.endsWith('.partial')) partials.push(name);
    else objects.set(name, size);
  }
  return { objects, partials };
};

/**
 * Program images. For every program the load uploaded to, in the order sent: the program points at the last
 * acknowledged upload or at one in doubt sent after it (none at all only when nothing was acknowledged); the
 * upload it points at has its files row (as acknowledged) and its object with the row's size; every other
 * upload of the program has no row any more (a replacement deletes the old row in its transaction). Across
 * the database: every files row has its object, with its size; every training-programs row has a program
 * pointing at it; every object that no row names has a pending sweep_stored_file job (it is an upload cut
 * before its row committed, or a replaced file whose removal was cut: the job removes it).
 * Appends to model.lost/partial; counts verified uploads; returns the figures and the orphaned objects.
 */
export const verifyUploads = async (client, model, listing, verified) => {
  const { objects, partials } = storedObjects(listing);
  const { rows: fileRows } = await client.query(
    'select id, storage_name, full_path, original_name, size from files order by id',
  );
  const rowsById = new Map(fileRows.map((row) => [Number(row.id), row]));
  const rowsByName = groupBy(fileRows, (row) => row.original_name);

  // Every files row: its object exists, with the row's size, at the row's path.
  for (const row of fileRows) {
    const size = objects.get(row.storage_name);
    const where = `stored file ${row.storage_name} (files row ${row.id})`;
    if (size === undefined) model.partialWrite('upload', `${where}: no object`);
    else if (size !== Number(row.size))
      model.partialWrite('upload', `${where}: object of ${size} bytes, the row says ${row.size}`);
    // A private file (a progress photo) is served by a route that checks who asks: its full_path is the key itself.
    const expectedPath = row.storage_name.startsWith('private/')
      ? row.storage_name
      : `/uploads/${row.storage_name}`;
    if (row.full_path !== expectedPath) model.partialWrite('upload', `${where}: full_path ${row.full_path}`);
  }
  const { rows: unowned } = await client.query(`
    select f.id, f.storage_name from files f
    where f.storage_name like 'training-programs/%'
      and not exists (select 1 from training_programs p where p.image_file_id = f.id)`);
  for (const row of unowned)
    model.partialWrite('upload', `stored file ${row.storage_name} (files row ${row.id}): no program uses it`);
  const { rows: mismatched } = await client.query(`
    select p.id, p.image, f.full_path from training_programs p left join files f on f.id = p.image_file_id
    where p.image is distinct from f.full_path`);
  for (const row of mismatched)
    model.partialWrite('upload', `program ${row.id}: image ${row.image}, its file ${row.full_path}`);

  // The uploads of the load, program by program.
  const { rows: programRows } = await client.query(
    'select id, image, image_file_id from training_programs where id = any($1)',
    [[...model.uploads.keys()]],
  );
  const programs = new Map(programRows.map((row) => [Number(row.id), row]));
  let acknowledged = 0;
  let replaced = 0;
  let doubtful = 0;
  for (const [programId, history] of model.uploads) {
    const program = programs.get(programId);
    const current = program?.image_file_id == null ? null : Number(program.image_file_id);
    for (const entry of history) {
      const stored = rowsByName.get(entry.fileName) ?? [];
      if (stored.length > 1)
        model.partialWrite('upload', `upload ${entry.token}: ${stored.length} files rows`);
    }
    const rowOf = (entry) =>
      entry.outcome === 'ack' ? rowsById.get(entry.data.id) : rowsByName.get(entry.fileName)?.[0];
    const lastAck = history.findLastIndex((entry) => entry.outcome === 'ack');
    const holder = history.findIndex((entry) => current !== null && Number(rowOf(entry)?.id) === current);
    const pointerRight = holder === -1 ? lastAck === -1 && current === null : holder >= lastAck;
    if (!pointerRight) {
      const expected = history[lastAck];
      const detail = `upload ${(expected ?? history[0]).token}: program ${programId} ${
        program ? `points at ${current === null ? 'no file' : `file ${current}`}` : 'is missing'
      }${expected ? `, expected file ${expected.data.id} or a later upload in doubt` : ''}`;
      if (expected) model.loss('upload', detail);
      else model.partialWrite('upload', detail);
    }
    history.forEach((entry, index) => {
      const row = rowOf(entry);
      let right = pointerRight;
      if (index === holder) {
        const size = objects.get(row.storage_name);
        const problem =
          size === undefined
            ? `its object ${row.storage_name} is missing`
            : size !== Number(row.size)
              ? `its object has ${size} bytes, the row ${row.size}`
              : entry.outcome === 'ack' &&
                  (row.full_path !== entry.data.fullPath ||
                    Number(row.size) !== entry.data.size ||
                    row.original_name !== entry.fileName)
                ? `its row ${row.id} is ${row.original_name} ${row.full_path} ${row.size} B, acknowledged ${entry.data.fullPath} ${entry.data.size} B`
                : '';
        if (problem) {
          right = false;
          if (entry.outcome === 'ack') model.loss('upload', `upload ${entry.token}: ${problem}`);
          else model.partialWrite('upload', `upload ${entry.token} (in doubt): ${problem}`);
        }
        if (entry.outcome === 'doubt') model.doubtCommitted.upload += 1;
      } else if (row) {
        right = false;
        model.partialWrite(
          'upload',
          `upload ${entry.token}: program ${programId} points elsewhere, yet its files row ${row.id} remains`,
        );
      } else if (entry.outcome === 'ack' && index < holder) replaced += 1;
      if (entry.outcome === 'ack') {
        acknowledged += 1;
        if (right) verified.upload += 1;
      } else doubtful += 1;
    });
  }

  // Objects no row names: each must have a pending sweep.
  const named = new Set(fileRows.map((row) => row.storage_name));
  const sweeps = new Map(
    (await queuedJobs(client, 'sweep_stored_file'))
      .filter((job) => job.pending)
      .map((job) => [job.payload?.storage_name, job]),
  );
  const orphans = [...objects.keys()]
    .filter((name) => !named.has(name))
    .map((name) => ({ name, sweep: sweeps.has(name), locked: sweeps.get(name)?.locked ?? false }));
  for (const orphan of orphans.filter((item) => !item.sweep))
    model.partialWrite(
      'upload',
      `orphaned object ${orphan.name}: no files row names it, no sweep is pending`,
    );
  return {
    acknowledged,
    replaced,
    doubtful,
    rows: fileRows.length,
    objects: objects.size,
    orphans,
    partials,
  };
};

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
  const delivered = groupBy(mails, (mail) => mail.to);
  const queued = groupBy(
    jobs.filter((job) => job.pending),
    (job) => job.to,
  );
  const failed = groupBy(
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
