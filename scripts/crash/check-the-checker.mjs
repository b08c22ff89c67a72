import crypto from 'node:crypto';
import { verifyDatabase } from './verify.mjs';
import { parseMail } from './verify-mail.mjs';

/**
 * Proves the verification is not blind: inside a transaction that is rolled back, plants one fault of each
 * kind (an acknowledged comment deleted, a recipe changed, a program's last week deleted, a day's positions
 * duplicated, a log's sets changed, the files row of a program's current acknowledged image deleted, a files
 * row whose object does not exist), plants faults in copies of the file-system snapshot and of the model
 * (an object that neither a row nor a sweep job names; the only mail of an acknowledged reset left as a
 * `.partial` file with its job gone; an acknowledged reset for an address nobody mailed) and runs the
 * verification on that state. Returns the faults planted and the ones it missed.
 */
export const checkTheChecker = async (client, model, snapshot) => {
  const probe = Object.assign(Object.create(Object.getPrototypeOf(model)), model, {
    lost: [],
    partial: [],
    doubtCommitted: { ...model.doubtCommitted },
    resets: [...model.resets],
    journal: { write: () => undefined },
  });
  const probeSnapshot = { uploads: [...snapshot.uploads], outbox: [...snapshot.outbox] };
  const days = [...model.days.values()];
  const reorderDay = days.find((day) => day.logs.length > 1 && day.logs.every((log) => log.id !== null));
  const setsDay = days.find((day) => day !== reorderDay && day.logs.length > 0 && day.logs[0].id !== null);
  const program = [...model.programs.entries()].find(
    ([id, item]) => item.data.duration_weeks > 1 && id !== reorderDay?.programId && id !== setsDay?.programId,
  );
  // [kind, list it must land in, target id, text the report must name, plant]
  const comment = model.comments.keys().next().value;
  const recipe = [...model.recipes].find(([, item]) => (item.state ?? 'live') === 'live')?.[0];
  // A bulk delete acknowledged and not undone (all its recipes in the trash), for the trash's planted faults.
  const trashedBatches = model.trashBatches.filter(
    (batch) => batch.outcome === 'ack' && !batch.undo && batch.recipeIds.length >= 3,
  );
  const [halfBatch, unrecordedBatch] = trashedBatches;
  // The current image of a program: its last upload, acknowledged.
  const currentImage = [...model.uploads.values()]
    .map((history) => history.at(-1))
    .find((entry) => entry?.outcome === 'ack');
  const planted = crypto.randomUUID();
  const rowWithoutObject = `training-programs/planted-${planted}.png`;
  const orphan = `training-programs/planted-orphan-${planted}.png`;
  const unmailed = `planted-${planted}@example.com`;
  const mailedTo = new Set(
    snapshot.outbox.filter((file) => file.name.endsWith('.eml')).map((file) => parseMail(file.text).to),
  );
  const mailed = model.resets.find((reset) => reset.outcome === 'ack' && mailedTo.has(reset.email))?.email;
  const faults = [
    [
      'comment',
      'lost',
      comment,
      `comment ${comment} `,
      (id) => client.query('delete from post_comments where id = $1', [id]),
    ],
    [
      'recipe',
      'lost',
      recipe,
      `recipe ${recipe} `,
      (id) => client.query(`update recipes set name = name || ' (changed)' where id = $1`, [id]),
    ],
    [
      'program',
      'partial',
      program?.[0],
      `program ${program?.[0]}:`,
      (id) =>
        client.query(
          `delete from training_weeks where training_program_id = $1
           and sequence_number = (select max(sequence_number) from training_weeks where training_program_id = $1)`,
          [id],
        ),
    ],
    [
      'reorder',
      'partial',
      reorderDay?.id,
      `day ${reorderDay?.id}:`,
      (id) =>
        client.query('update user_exercise_activity_logs set position = 1 where training_day_id = $1', [id]),
    ],
    [
      'exercise',
      'lost',
      setsDay?.logs[0].id,
      `day ${setsDay?.id}:`,
      (id) =>
        client.query(
          `update user_exercise_activity_logs
           set sets_data = '{"set_1": {"reps": 999, "weight": null, "time": null, "rir": null, "rest": null}}'
           where id = $1`,
          [id],
        ),
    ],
    [
      'upload',
      'lost',
      currentImage?.token,
      `upload ${currentImage?.token}:`,
      () => client.query('delete from files where id = $1', [currentImage.data.id]),
    ],
    [
      'upload',
      'partial',
      rowWithoutObject,
      `stored file ${rowWithoutObject} `,
      (name) =>
        client.query(
          `insert into files (full_path, original_name, storage_name, mime, size)
           values ($1, 'planted.png', $2, 'image/png', 1234)`,
          [`/uploads/${name}`, name],
        ),
    ],
    [
      'upload',
      'partial',
      orphan,
      `orphaned object ${orphan}:`,
      (name) => probeSnapshot.uploads.push({ name, size: 10 }),
    ],
    [
      'mail',
      'lost',
      mailed,
      `reset ${mailed}:`,
      async (email) => {
        probeSnapshot.outbox = probeSnapshot.outbox.map((file) =>
          file.name.endsWith('.eml') && parseMail(file.text).to === email
            ? { ...file, name: `${file.name}.partial` }
            : file,
        );
        await client.query(
          `delete from graphile_worker._private_jobs where payload->>'to' = $1
           and task_id = (select id from graphile_worker._private_tasks where identifier = 'send_mail')`,
          [email],
        );
      },
    ],
    [
      'mail',
      'lost',
      unmailed,
      `reset ${unmailed}:`,
      (email) => probe.resets.push({ email, outcome: 'ack', address: null }),
    ],
    [
      'trash',
      'partial',
      halfBatch?.requestId,
      `batch ${halfBatch?.requestId}:`,
      () =>
        client.query('update recipes_with_trash set deleted_at = null where id = $1', [
          halfBatch.recipeIds[0],
        ]),
    ],
    [
      'trash',
      'partial',
      halfBatch?.requestId,
      'recipe trash entries that are not its rows marked deleted:',
      () => undefined,
    ],
    [
      'trash',
      'lost',
      unrecordedBatch?.requestId,
      `batch ${unrecordedBatch?.requestId}:`,
      (requestId) =>
        client.query(`delete from audit_entries where request_id = $1 and action = 'delete'`, [requestId]),
    ],
  ].filter(([, , target]) => target !== undefined);
  await client.query('begin');
  try {
    for (const [, , target, , plant] of faults) await plant(target);
    await verifyDatabase(client, probe, probeSnapshot);
  } finally {
    await client.query('rollback');
  }
  const missed = faults
    .filter(
      ([kind, list, , needle]) =>
        !probe[list].some((item) => item.kind === kind && item.detail.startsWith(needle)),
    )
    .map(([kind, list, target]) => `${list} ${kind} ${target}`);
  return { planted: faults.length, missed };
};
