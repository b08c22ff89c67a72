import { idParamsOf } from '../../lib/route-schemas.js';

export const programUserParams = idParamsOf('programId', 'userId');

// The routes keep the tags they had before the module was split out: the program's and the user's pages of the
// OpenAPI document.
export const PROGRAM_TAGS = ['training-programs'];
export const USER_TAGS = ['users'];
