import {
  countPhotos,
  deletePhoto,
  findCheckInPage,
  findPhotoOfUser,
  insertCheckInOnce,
  insertPhoto,
  isOwnCheckIn,
  lockOwnCheckIn,
} from './check-ins-repository.js';
import { checkInRecord } from './check-in-record.js';

/**
 * What the member API (modules/member) does with a member's own check-ins: the users module owns them, since the
 * coach's routes under /users/{id} read the same rows. `record` is the check-in's record type (the trash and the
 * log), which record-types.ts lists; a member's delete moves it to the trash after `lockOwn`.
 */
export const memberCheckIns = {
  insertOnce: insertCheckInOnce,
  findPage: findCheckInPage,
  isOwn: isOwnCheckIn,
  lockOwn: lockOwnCheckIn,
  countPhotos,
  insertPhoto,
  findPhoto: findPhotoOfUser,
  deletePhoto,
  record: checkInRecord,
};
