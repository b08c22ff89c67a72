// What other modules and the app may use of the health module; everything else in this folder is private to it.
export { healthModule } from './health-module.js';
