export * from './files.js';
export * from './users.js';
export * from './auth.js';
export * from './meta.js';
export * from './programs.js';
export * from './exercises.js';
export * from './community.js';
export * from './recipes.js';
export { holdsShortTerm } from './columns.js';
