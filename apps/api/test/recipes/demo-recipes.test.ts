import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNotNull } from 'drizzle-orm';
import { parseDirectionSteps, recipeInputSchema } from '@coachboard/contract';
import { files, recipes } from '../../src/db/schema/index.js';
import { demoRecipes } from '../../src/seed/demo-recipes-data.js';
import { foods, nutritionPerServing } from '../../src/seed/demo-recipes-foods.js';
import { seedDemoRecipes } from '../../src/seed/demo-recipes.js';
import { storageForDataDir } from '../../src/storage/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('seedDemoRecipes', () => {
  let ctx: TestApp;
  let inserted: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    inserted = await seedDemoRecipes(ctx.db, storageForDataDir(ctx.dataDir));
  });
  afterAll(() => ctx.close());

  it('loads about thirty valid recipes, several with more than one section and most with STEP markers', async () => {
    const rows = await ctx.db.select().from(recipes);
    expect(inserted).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(28);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
    for (const row of rows) {
      const result = recipeInputSchema.safeParse({ ...row, ingredients: row.ingredients });
      expect(result.success, row.name).toBe(true);
    }
    expect(rows.filter((row) => row.ingredients.length > 1).length).toBeGreaterThanOrEqual(10);
    const stepped = rows.filter((row) => parseDirectionSteps(row.directions) !== null);
    expect(stepped.length / rows.length).toBeGreaterThan(0.7);
  });

  it('stores nutrition summed from the ingredients, and every named food exists', () => {
    for (const recipe of demoRecipes) {
      for (const item of recipe.sections.flatMap((section) => section.items)) {
        if (item.food) expect(foods[item.food], item.name).toBeDefined();
      }
      const { calories, protein, carbs, fat } = nutritionPerServing(recipe);
      // Energy from the macros (4/4/9 kcal per gram) agrees with the tabulated energy within 10%.
      expect(Math.abs(protein * 4 + carbs * 4 + fat * 9 - calories) / calories, recipe.name).toBeLessThan(
        0.1,
      );
    }
  });

  it('gives some recipes a real generated image, stored and registered', async () => {
    const withImages = await ctx.db.select().from(recipes).where(isNotNull(recipes.imageFileId));
    expect(withImages.length).toBeGreaterThanOrEqual(8);
    const fileRows = await ctx.db.select().from(files);
    for (const file of fileRows) {
      const stored = path.join(ctx.dataDir, 'uploads', file.storageName);
      const metadata = await sharp(fs.readFileSync(stored)).metadata();
      expect(['png', 'jpeg']).toContain(metadata.format);
    }
  });

  it('never seeds twice', async () => {
    expect(await seedDemoRecipes(ctx.db, storageForDataDir(ctx.dataDir))).toBe(0);
    expect((await ctx.db.select().from(recipes)).length).toBe(inserted);
  });
});
