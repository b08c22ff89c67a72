// Every table, for drizzle-kit (drizzle.config.ts reads this file) and the code outside modules/ (seeds, benches,
// plugins, lib). Each file is its owner's: `<module>.ts` holds the tables of modules/<module>, which reads and
// writes them; another module asks that module's public.ts (eslint.config.js's schemaOwners holds it). The
// shared files are every module's: users.ts (accounts: every record names its author or owner), files.ts
// (uploads, written by lib/store-image.ts), meta.ts (seed state, kept row counts) and columns.ts.
export * from './users.js';
export * from './files.js';
export * from './meta.js';
export { holdsShortTerm } from './columns.js';
export * from './auth.js';
export * from './exercises.js';
export * from './recipes.js';
export * from './community.js';
export * from './training-days.js';
export * from './programs.js';
export * from './assignments.js';
export * from './team.js';
export * from './trash.js';
export * from './audit.js';
export * from './dashboard.js';
export * from './workouts.js';
export * from './check-ins.js';
export * from './nutrition.js';
export * from './meal-plans.js';
