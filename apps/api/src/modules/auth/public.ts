// What other modules and the app may use of the auth module; everything else in this folder is private to it.
export { authModule } from './auth-module.js';
export { bearerToken, verifyAccessToken, verifyWithAuthKeys } from './access-tokens.js';
export { findActiveUserByEmail } from './accounts-repository.js';
export { authEvents, logAuthEvent } from './auth-events.js';
export { createDataKeyRing, DataKeyUnavailable, type DataKeyRing } from './data-keys.js';
export { deriveAuthKeys, resolveJwtSecret, type AuthKeys } from './keys.js';
export { hashPassword } from './passwords.js';
export { panelPasswordProblem } from './password-policy.js';
export { revokeAllUserSessions } from './session-revocation.js';
export { toUserDto } from './user-dto.js';
export { pruneExpiredAuthRecords } from './prune-expired.js';
