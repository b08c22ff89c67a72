// The final check of what lives outside the tables: program images (files rows, the program's pointer, the
// stored objects); the reset mail and its users are verify-mail.mjs'.
// The file system comes in as a snapshot (files.mjs: readStorage, readOutbox) so the self-test can plant
// faults in it without touching the disk; the database is queried (and planted in a rolled-back transaction).
import { queuedJobs } from './files.mjs';

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
  const rowsByName = Map.groupBy(fileRows, (row) => row.original_name);

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
