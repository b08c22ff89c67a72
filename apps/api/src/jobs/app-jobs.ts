import type { CronItem, TaskList } from 'graphile-worker';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { SEND_MAIL_TASK, sendMailTask, type MailSealKeys } from '../mail/mail-queue.js';
import type { MailTransport } from '../mail/mailer.js';
import { pruneExpiredAuthRecords } from '../modules/auth/public.js';
import { refreshCompliance, refreshComplianceAfter } from '../modules/coaching/public.js';
import { todayUtc } from '../modules/assignments/public.js';
import { purgeDueTrash } from '../modules/trash/public.js';
import type { RecordTypes } from '../lib/records/index.js';
import type { FileStorage } from '../storage/index.js';
import {
  COMPLIANCE_REFRESH_BATCH,
  queueDailyComplianceStep,
  REFRESH_ALL_COMPLIANCE_TASK,
  REFRESH_COMPLIANCE_TASK,
} from './compliance-refresh.js';
import { SWEEP_STORED_FILE_TASK, sweepStoredFileTask } from './stored-file-sweep.js';

export const PRUNE_AUTH_RECORDS_TASK = 'prune_auth_records';
export const PURGE_TRASH_TASK = 'purge_trash';

export interface AppJobsContext {
  db: Database;
  storage: FileStorage;
  transport: MailTransport;
  /** Opens the sealed mail payloads. */
  dataKeys: MailSealKeys;
  log: FastifyBaseLogger;
  /** The record types' declarations (read when the purge runs: the app decorates them after the jobs are set). */
  recordTypes: () => RecordTypes;
  /** TRASH_RETENTION_DAYS. */
  trashRetentionDays: number;
}

/** Every job the API runs, and the schedule of the recurring ones. */
export const appJobs = ({
  db,
  storage,
  transport,
  dataKeys,
  log,
  recordTypes,
  trashRetentionDays,
}: AppJobsContext) => {
  const tasks: TaskList = {
    [SEND_MAIL_TASK]: sendMailTask(transport, dataKeys, log),
    [SWEEP_STORED_FILE_TASK]: sweepStoredFileTask(db, storage),
    [PRUNE_AUTH_RECORDS_TASK]: async () => {
      const pruned = await pruneExpiredAuthRecords(db);
      log.info({ pruned }, 'Expired sessions and reset codes pruned');
    },
    [PURGE_TRASH_TASK]: async () => {
      const purged = await purgeDueTrash(db, recordTypes(), trashRetentionDays);
      if (purged > 0)
        log.info({ purged, retentionDays: trashRetentionDays }, 'Trash purged past its retention');
    },
    [REFRESH_COMPLIANCE_TASK]: async (payload, helpers) => {
      const { user_ids: userIds } = payload as { user_ids: number[] };
      await refreshCompliance(db, userIds, todayUtc(), helpers.abortSignal);
    },
    [REFRESH_ALL_COMPLIANCE_TASK]: async (payload, helpers) => {
      const step = payload as { after_id?: number; today?: string };
      const today = step.today ?? todayUtc();
      const afterId = step.after_id ?? 0;
      const batch = COMPLIANCE_REFRESH_BATCH;
      const lastId = await refreshComplianceAfter(db, afterId, batch, today, helpers.abortSignal);
      if (lastId === null) log.info({ today }, 'Kept compliance measured for the new day');
      else await queueDailyComplianceStep(db, lastId, today);
    },
  };
  const schedule: CronItem[] = [
    // Hourly at minute 17 (not on the hour, when other cron work piles up); a missed hour is not made up.
    { task: PRUNE_AUTH_RECORDS_TASK, match: '17 * * * *', identifier: PRUNE_AUTH_RECORDS_TASK },
    // Hourly at minute 37: records in the trash past TRASH_RETENTION_DAYS, 100 per transaction until none is due.
    { task: PURGE_TRASH_TASK, match: '37 * * * *', identifier: PURGE_TRASH_TASK },
    // Daily at 00:07 UTC: the kept compliance moves with the date (a new day enters the windows, one leaves).
    { task: REFRESH_ALL_COMPLIANCE_TASK, match: '7 0 * * *', identifier: REFRESH_ALL_COMPLIANCE_TASK },
  ];
  return { tasks, schedule };
};
