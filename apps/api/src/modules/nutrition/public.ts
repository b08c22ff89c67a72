// What other modules and the app may use of the nutrition module; everything else in this folder is private to it.
export { nutritionModule } from './nutrition-module.js';
export { nutritionDayOf, nutritionProfileOn } from './day-profile.js';
export { nutritionTargetsRecord } from './nutrition-targets-record.js';
export { nutritionTemplateRecord } from './nutrition-template-record.js';
export { templateNutritionTargets, userNutritionTargets } from './targets-of.js';
