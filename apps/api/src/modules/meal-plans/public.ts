// What other modules and the app may use of the meal plans module; everything else in this folder is private to it.
export { mealPlanRecord } from './meal-plan-record.js';
export { mealPlansModule } from './meal-plans-module.js';
export { mealsForUserOn } from './member-meals.js';
export type { PlannedMeal } from './member-meals.js';
