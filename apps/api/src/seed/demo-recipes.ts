import type { Database } from '../db/client.js';
import { files, recipes } from '../db/schema/index.js';
import type { FileStorage } from '../storage/index.js';
import { storeDemoImage, type StoredImage } from './demo-image-files.js';
import { renderDemoRecipeImage } from './demo-recipe-images.js';
import { demoRecipes } from './demo-recipes-data.js';
import { nutritionPerServing, type DemoRecipe } from './demo-recipes-foods.js';
import { claimSeed, isSeeded } from './seed-once.js';

const DAY_MS = 86_400_000;
const SEED_KEY = 'demo-recipes';

const storeImage = async (storage: FileStorage, recipe: DemoRecipe) =>
  storeDemoImage(storage, 'recipes', recipe.name, await renderDemoRecipeImage(recipe));

/**
 * Loads about thirty demo recipes (breakfasts, mains, snacks, shakes) with nutrition summed from their
 * ingredients and generated images on some. Runs once: the seed-state row is claimed in the same
 * transaction, so a later or concurrent start inserts nothing; stored images are removed again if the
 * database part does not happen. Returns how many recipes were inserted.
 */
export const seedDemoRecipes = async (
  db: Database,
  storage: FileStorage,
  log?: { info: (message: string) => void },
): Promise<number> => {
  if (await isSeeded(db, SEED_KEY)) return 0;
  const images: (StoredImage | null)[] = [];
  let inserted = 0;
  try {
    for (const recipe of demoRecipes) images.push(await storeImage(storage, recipe));
    const now = Date.now();
    inserted = await db.transaction(async (tx) => {
      if (!(await claimSeed(tx, SEED_KEY, { count: demoRecipes.length }))) return 0;
      for (const [index, recipe] of demoRecipes.entries()) {
        const createdAt = new Date(now - recipe.createdDaysAgo * DAY_MS);
        const image = images[index] ?? null;
        const [file] = image
          ? await tx
              .insert(files)
              .values({ ...image, createdAt })
              .returning()
          : [];
        await tx.insert(recipes).values({
          name: recipe.name,
          description: recipe.description,
          ...nutritionPerServing(recipe),
          ingredients: recipe.sections.map((section) => ({
            section: section.section,
            items: section.items.map(({ name, amount }) => ({ name, amount })),
          })),
          directions: recipe.directions,
          imageFileId: file?.id ?? null,
          createdAt,
          updatedAt: createdAt,
        });
      }
      return demoRecipes.length;
    });
  } finally {
    if (inserted === 0) {
      await Promise.all(images.map((image) => (image ? storage.remove(image.storageName) : undefined)));
    }
  }
  if (inserted > 0) {
    log?.info(`Demo recipes: ${inserted} recipes (${images.filter(Boolean).length} with images)`);
  }
  return inserted;
};
