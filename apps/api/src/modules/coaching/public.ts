// What the app and the job runner may use of the coaching module; everything else in this folder is private to it.
export { coachingModule } from './coaching-module.js';
/** The job runner's tasks: a queued refresh of users' kept compliance, and the daily measure of every app user. */
export {
  refreshAllCompliance,
  refreshCompliance,
  refreshComplianceAfter,
} from './use-cases/refresh-compliance.js';
