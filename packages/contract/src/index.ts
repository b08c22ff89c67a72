export * from './envelope.js';
export * from './validation.js';
export * from './session.js';
export * from './users.js';
export * from './auth.js';
export * from './programs.js';
export * from './files.js';
export * from './programs-api.js';
