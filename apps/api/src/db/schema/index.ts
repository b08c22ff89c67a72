export * from './files.js';
export * from './users.js';
export * from './auth.js';
export * from './meta.js';
export * from './programs.js';
