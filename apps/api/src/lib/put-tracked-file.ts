import type { Database } from '../db/client.js';
import { enqueueJob } from '../jobs/enqueue-job.js';
import type { FileStorage } from '../storage/index.js';

export const SWEEP_STORED_FILE_TASK = 'sweep_stored_file';
/** Longer than any upload takes between storing the object and committing its row. */
const UPLOAD_GRACE_MS = 60 * 60 * 1000;

/**
 * Stores an upload's object after queueing its sweep: if the process dies before the row that names the
 * object commits, or the commit fails, the sweep finds no row an hour later and removes the object.
 */
export const putTrackedFile = async (
  db: Database,
  storage: FileStorage,
  storageName: string,
  data: Buffer,
  contentType: string,
) => {
  await enqueueJob(
    db,
    SWEEP_STORED_FILE_TASK,
    { storage_name: storageName },
    { runAt: new Date(Date.now() + UPLOAD_GRACE_MS) },
  );
  await storage.put(storageName, data, contentType);
};
