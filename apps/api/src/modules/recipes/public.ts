// What other modules and the app may use of the recipes module; everything else in this folder is private to it.
export { recipeRecord } from './recipe-record.js';
export { recipesModule } from './recipes-module.js';
export { recipeSearchSource } from './recipe-search-source.js';
export { matchRecipeNames, recipeFactsByIds } from './recipe-facts-repository.js';
export type { RecipeFacts, RecipeNameMatch } from './recipe-facts-repository.js';
