// What other modules and the app may use of the audit module; everything else in this folder is private to it.
export { auditModule } from './audit-module.js';
export { failedSignIns } from './failed-sign-ins.js';
