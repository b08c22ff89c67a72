import { mkdir, rm } from 'node:fs/promises';
import { recipeMessages } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { makePng, makeTextFile, writeTooLargePng } from '../../fixtures/images';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { createRecipeViaApi, getRecipeViaApi } from './recipes-page';

test('upload and delete a recipe image, with both image messages', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const recipe = await createRecipeViaApi(api, { name: uniqueName('E2E Photo Bowl'), calories: 500 });
  await page.goto(`/admin/nutrition/${recipe.id}`);
  await expect(page.getByRole('heading', { name: recipe.name })).toBeVisible();
  await expect(page.getByText(recipeMessages.uploadHint)).toBeVisible();
  const fileInput = page.getByLabel('Recipe image file');

  await test.step('a file over 20 MB is refused', async () => {
    await mkdir(testInfo.outputDir, { recursive: true });
    const tooLarge = await writeTooLargePng(testInfo.outputDir);
    await fileInput.setInputFiles(tooLarge);
    await rm(tooLarge);
    await expect(page.getByText(recipeMessages.imageTooLarge)).toBeVisible();
    await snap(page, testInfo, 'recipe-image-too-large');
  });

  await test.step('a text file, named .txt or disguised as .png, is refused', async () => {
    await fileInput.setInputFiles(makeTextFile('notes.txt'));
    await expect(page.getByText(recipeMessages.imageType)).toBeVisible();
    await fileInput.setInputFiles(makeTextFile('disguised.png'));
    await expect(page.getByText(recipeMessages.imageType)).toBeVisible();
    expect((await getRecipeViaApi(api, recipe.id)).recipe_image).toBeNull();
  });

  await test.step('a real PNG is uploaded and shown', async () => {
    await fileInput.setInputFiles(await makePng('bowl.png'));
    const image = page.getByRole('img', { name: recipe.name });
    await expect(image).toBeVisible();
    await expect(image).toHaveJSProperty('complete', true);
    const saved = await getRecipeViaApi(api, recipe.id);
    expect(saved.recipe_image).not.toBeNull();
    expect((await page.request.get(saved.recipe_image!.full_path)).status()).toBe(200);
    await image.hover({ force: true });
    await snap(page, testInfo, 'recipe-with-image');
  });

  await test.step('it is deleted after the confirmation', async () => {
    const before = await getRecipeViaApi(api, recipe.id);
    await page.getByRole('img', { name: recipe.name }).hover({ force: true });
    await page.getByRole('button', { name: 'Delete image' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Image' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: /Upload Image/ })).toBeVisible();
    expect((await getRecipeViaApi(api, recipe.id)).recipe_image).toBeNull();
    expect((await page.request.get(before.recipe_image!.full_path)).status()).toBe(404);
  });
});
