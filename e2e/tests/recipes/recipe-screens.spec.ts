import { expect, test } from '../../fixtures';
import { makePng } from '../../fixtures/images';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { createRecipeViaApi } from './recipes-page';

test('the library as cards on a phone, and the detail in dark mode', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const name = uniqueName('E2E Phone Salad');
  const recipe = await createRecipeViaApi(api, {
    name,
    calories: 380,
    protein: 21,
    carbs: 30,
    fat: 18,
    description:
      'A crunchy salad with chickpeas, cucumber, tomato and feta, dressed with lemon and olive oil.',
    ingredients: [
      {
        section: 'Salad',
        items: [
          { name: 'chickpeas', amount: '250 g' },
          { name: 'cucumber', amount: '1' },
        ],
      },
      { section: 'Dressing', items: [{ name: 'olive oil', amount: '2 tbsp' }] },
    ],
    directions: 'Toss everything together.',
  });
  const formData = await makePng('salad.png');
  await api.request.post(`files/recipes/${recipe.id}/upload-recipe-image`, {
    multipart: { file: { name: formData.name, mimeType: formData.mimeType, buffer: formData.buffer } },
  });

  await test.step('390 px wide: cards with Edit only', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/nutrition?search=${encodeURIComponent(name)}`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
    await expect(card.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
    await expect(card).toContainText('380 kcal');
    await snap(page, testInfo, 'recipes-list-390');
  });

  await test.step('1280 px wide in dark mode: the detail', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(`/admin/nutrition/${recipe.id}`);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ingredients' })).toBeVisible();
    await expect(page.getByText('Toss everything together.')).toBeVisible();
    await snap(page, testInfo, 'recipe-detail-dark');
    await page.goto('/admin/nutrition');
    await expect(page.getByRole('table', { name: 'Recipes' })).toBeVisible();
    await snap(page, testInfo, 'recipes-list-dark');
  });
});
