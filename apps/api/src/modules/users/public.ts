// What other modules and the app may use of the users module; everything else in this folder is private to it.
export { userRecord } from './user-record.js';
export { usersModule } from './users-module.js';
export { userAttentionConditions, userAttentionTotals } from './user-attention.js';
export { userSearchSource } from './user-search-source.js';
export { memberCheckIns } from './check-ins/member-check-ins.js';
export { checkInsToReview, overdueCheckIns } from './check-ins/check-in-kept-state.js';
