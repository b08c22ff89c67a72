// What other modules and the app may use of the assignments module; everything else in this folder is private to it.
export { assignmentsModule } from './assignments-module.js';
export { listUserPrograms } from './user-programs-repository.js';
export { getUserSchedule } from './user-schedule-repository.js';
export { scheduleRange } from './schedule-range.js';
export { assignmentAroundDate, findAssignedDay } from './user-assignments-repository.js';
export { bulkAssign } from './use-cases/bulk-assign.js';
export { todayUtc } from './use-cases/change-user-assignment.js';
