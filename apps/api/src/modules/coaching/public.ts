// What the app and the job runner may use of the coaching module; everything else in this folder is private to it.
export { coachingModule } from './coaching-module.js';
