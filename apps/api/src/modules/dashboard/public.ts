// What the app and the benchmark may use of the dashboard module; everything else in this folder is private to it.
export { dashboardModule } from './dashboard-module.js';
/** The benchmark times and explains the very statements. */
export { cardCountQuery, dashboardQuery } from './dashboard-repository.js';
