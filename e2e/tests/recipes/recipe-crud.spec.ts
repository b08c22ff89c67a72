import { DEFAULT_TRASH_RETENTION_DAYS, recipeMessages } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { getRecipeViaApi, recipeForm, recipesList, searchRecipes } from './recipes-page';

test('create a recipe with a pasted section, find it by search, edit it and delete it', async ({
  adminPage: page,
  api,
}, testInfo) => {
  // Six steps on one recipe (paste preview, create, search, detail, edit, delete): 12 s alone, over the 30 s a
  // story gets when the other worker and the machine are busy.
  test.slow();
  const name = uniqueName('E2E Sunday Oats');
  const list = recipesList(page);
  let recipeId = 0;
  await page.goto('/admin/nutrition');
  await expect(page.getByRole('heading', { name: 'Recipe Library' })).toBeVisible();

  await test.step('create it with two sections, one filled by pasting a list', async () => {
    await list.addButton.click();
    const dialog = page.getByRole('dialog', { name: 'Create New Recipe' });
    const form = recipeForm(dialog);
    await dialog.getByRole('button', { name: 'Create Recipe' }).click();
    await expect(dialog.getByText(recipeMessages.nameRequired)).toBeVisible();

    await form.name.fill(name);
    await form.calories.fill('410.5');
    await form.protein.fill('22');
    await form.carbs.fill('58');
    await form.fat.fill('9');
    await form.description.fill('Oats soaked overnight with honey, topped with berries.');

    await dialog.getByRole('button', { name: 'Add Section' }).click();
    await form.sectionName(1).fill('Base');
    await dialog.getByRole('button', { name: 'Paste list' }).click();
    await dialog
      .getByLabel('Paste ingredients, one per line')
      .fill('2 cups rolled oats\n1 1/2 tbsp honey\n½ tsp salt\n3 eggs\nsalt to taste');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByLabel('Pasted ingredient 3 amount')).toHaveValue('0.5');
    await expect(dialog.getByLabel('Pasted ingredient 3 unit')).toHaveValue('tsp');
    await snap(page, testInfo, 'paste-preview');
    await dialog.getByRole('button', { name: 'Add 5 ingredients' }).click();
    await expect(form.section(1).getByRole('listitem')).toHaveCount(5);

    await dialog.getByRole('button', { name: 'Add Section' }).click();
    await form.sectionName(2).fill('Topping');
    await form.section(2).getByLabel('Ingredient 1 name').fill('blueberries');
    await form.section(2).getByLabel('Ingredient 1 amount').fill('123456');
    await expect(form.section(2).getByLabel('Ingredient 1 amount')).toHaveValue('12345');
    await form.section(2).getByLabel('Ingredient 1 amount').fill('80');
    await form.directions.fill(
      'STEP 1. Mix the oats and honey.\nSTEP 2. Chill overnight and top with berries.',
    );
    await snap(page, testInfo, 'create-recipe-modal');
    await dialog.getByRole('button', { name: 'Create Recipe' }).click();
    await expect(dialog).toBeHidden();
    const row = list.row(name);
    await expect(row).toBeVisible();
    await expect(row).toContainText('410.5 kcal');
    recipeId = Number((await row.getByRole('link', { name }).getAttribute('href'))?.split('/').pop());

    const saved = await getRecipeViaApi(api, recipeId);
    expect(saved.ingredients).toEqual([
      {
        section: 'Base',
        items: [
          { name: 'rolled oats', amount: '2 cup' },
          { name: 'honey', amount: '1.5 tbsp' },
          { name: 'salt', amount: '0.5 tsp' },
          { name: 'eggs', amount: '3' },
          { name: 'salt', amount: 'to taste' },
        ],
      },
      { section: 'Topping', items: [{ name: 'blueberries', amount: '80 g' }] },
    ]);
  });

  await test.step('find it by search and open it', async () => {
    await searchRecipes(page, name);
    await expect(list.row(name)).toHaveCount(1);
    await snap(page, testInfo, 'search-results');
    await list.row(name).getByText('410.5 kcal').click();
    await expect(page).toHaveURL(new RegExp(`/admin/nutrition/${recipeId}$`));
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nutrition Information' })).toBeVisible();
    await expect(page.getByText('Mix the oats and honey.')).toBeVisible();
    await snap(page, testInfo, 'recipe-detail');
  });

  await test.step('edit it from the detail', async () => {
    await page.getByRole('button', { name: 'Edit Recipe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Recipe' });
    const form = recipeForm(dialog);
    await expect(form.section(2).getByLabel('Ingredient 1 amount')).toHaveValue('80');
    await expect(form.section(2).getByLabel('Ingredient 1 unit')).toHaveValue('g');
    await form.name.fill(`${name} Deluxe`);
    await form.calories.fill('450');
    await dialog.getByRole('button', { name: 'Move section 2 up' }).click();
    await expect(form.sectionName(1)).toHaveValue('Topping');
    await dialog.getByRole('button', { name: 'Update Recipe' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: `${name} Deluxe` })).toBeVisible();
    await expect(page.getByText('450 kcal')).toBeVisible();
    const saved = await getRecipeViaApi(api, recipeId);
    expect(saved.ingredients.map((section) => section.section)).toEqual(['Topping', 'Base']);
  });

  await test.step('delete it from the list after the confirmation', async () => {
    await page.getByRole('link', { name: 'Back to Recipes' }).click();
    await searchRecipes(page, name);
    await list
      .row(`${name} Deluxe`)
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Recipe' });
    await expect(confirm).toContainText(recipeMessages.deleteConfirm(DEFAULT_TRASH_RETENTION_DAYS));
    await expect(confirm).toContainText(`${name} Deluxe`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(recipeMessages.noResults)).toBeVisible();
    expect((await api.raw('GET', `recipes/${recipeId}`)).status()).toBe(404);
  });
});
