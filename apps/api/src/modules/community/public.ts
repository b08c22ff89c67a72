// What other modules and the app may use of the community module; everything else in this folder is private to it.
export { communityModule } from './community-module.js';
