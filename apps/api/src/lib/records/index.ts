// The record kit: what each record type declares (declaration.ts), the lists derived from the declarations
// (registry.ts), how a route joins the audit log (audit-declaration.ts) and what the audit wrapper hands a
// handler (request-state.ts). Modules import it from here; plugins/audit.ts carries the declarations out.
export * from './audit-declaration.js';
export * from './declaration.js';
export * from './registry.js';
export * from './request-state.js';
