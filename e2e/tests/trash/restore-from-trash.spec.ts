import { DEFAULT_TRASH_RETENTION_DAYS, recipeMessages } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { searchTrash, toast, trashPage } from './trash-page';

interface CreatedRecipe {
  id: number;
  name: string;
}

test('delete recipes, restore one from the Trash page and delete the other forever', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const tag = uniqueSuffix();
  const recipe = (name: string) =>
    api.post<CreatedRecipe>('recipes', { name, calories: 420, protein: 24, carbs: 55, fat: 9 });
  const kept = await recipe(`E2E Trash Soup ${tag}`);
  const purged = await recipe(`E2E Trash Stew ${tag}`);
  const trash = trashPage(page);

  await test.step('delete both from the recipes list', async () => {
    await page.goto(`/admin/nutrition?search=${tag}`);
    for (const recipe of [kept, purged]) {
      await page
        .getByRole('row')
        .filter({ hasText: recipe.name })
        .getByRole('button', { name: /^Delete/ })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete Recipe' });
      await expect(confirm).toContainText(recipeMessages.deleteConfirm(DEFAULT_TRASH_RETENTION_DAYS));
      await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(toast(page, 'Moved to trash').first()).toBeVisible();
    }
    expect((await api.raw('GET', `recipes/${kept.id}`)).status()).toBe(404);
  });

  await test.step('the Trash page lists them with who deleted them', async () => {
    await trash.menuLink.click();
    await expect(page).toHaveURL(/\/admin\/trash$/);
    await searchTrash(page, tag);
    await expect(trash.row(kept.name)).toContainText('Recipe');
    await expect(trash.row(kept.name)).toContainText('admin@example.com');
    await expect(trash.row(purged.name)).toBeVisible();
    await trash.typeFilter.selectOption('program');
    await expect(page.getByText('Nothing in the trash matches')).toBeVisible();
    await trash.typeFilter.selectOption('recipe');
    await expect(trash.row(kept.name)).toBeVisible();
    await snap(page, testInfo, 'trash-page');
  });

  await test.step('Restore brings the recipe back', async () => {
    await trash.row(kept.name).getByRole('button', { name: 'Restore' }).click();
    await expect(toast(page, `Restored: ${kept.name}`)).toBeVisible();
    await expect(trash.row(kept.name)).toHaveCount(0);
    expect((await api.raw('GET', `recipes/${kept.id}`)).status()).toBe(200);
  });

  await test.step('Delete forever asks, says it cannot be undone, and removes it for good', async () => {
    await trash.row(purged.name).getByRole('button', { name: 'Delete forever' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete forever' });
    await expect(confirm).toContainText(
      'Are you sure you want to delete this recipe forever? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete forever' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Nothing in the trash matches')).toBeVisible();
    expect((await api.raw('POST', `trash/recipe/${purged.id}/restore`)).status()).toBe(404);
  });
});

test('an empty search of the trash says so', async ({ adminPage: page }) => {
  await page.goto('/admin/trash');
  await searchTrash(page, uniqueName('nothing-here'));
  await expect(page.getByText('Nothing in the trash matches')).toBeVisible();
});
