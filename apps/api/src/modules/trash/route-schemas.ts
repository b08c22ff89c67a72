import {
  successEnvelope,
  trashBatchRestoreResultSchema,
  trashPageSchema,
  trashPurgeResultSchema,
  trashRestoreResultSchema,
  trashSettingsSchema,
} from '@coachboard/contract';

export const TRASH_TAGS = ['trash'];

export const trashPageResponse = successEnvelope(trashPageSchema);
export const trashRestoreResponse = successEnvelope(trashRestoreResultSchema);
export const trashPurgeResponse = successEnvelope(trashPurgeResultSchema);
export const trashBatchRestoreResponse = successEnvelope(trashBatchRestoreResultSchema);
export const trashSettingsResponse = successEnvelope(trashSettingsSchema);
