// What other modules and the app may use of the files module; everything else in this folder is private to it.
export { filesModule } from './files-module.js';
