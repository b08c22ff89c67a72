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

/**
 * What the member API (modules/member) does with a member's own check-ins: the users module owns them, since the
 * coach's routes under /users/{id} read the same rows.
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
};
