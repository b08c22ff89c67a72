export { searchModule } from './search-module.js';
