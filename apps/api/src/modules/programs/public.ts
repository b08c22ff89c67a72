// What other modules and the app may use of the programs module; everything else in this folder is private to it.
export { programsModule } from './programs-module.js';
export { listUserPrograms } from './user-programs-repository.js';
export { getUserSchedule } from './user-schedule-repository.js';
export { programRecord } from './program-record.js';
export { bulkAssign } from './use-cases/bulk-assign.js';
export { undoAssignmentBatch } from './use-cases/undo-assignment-batch.js';
export { todayUtc } from './use-cases/change-user-assignment.js';
export { programSearchSource } from './program-search-source.js';
