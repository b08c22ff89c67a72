// What the app may use of the trash module; everything else in this folder is private to it.
export { trashModule } from './trash-module.js';
export { PURGE_BATCH_SIZE, purgeDueTrash } from './purge-due-trash.js';
