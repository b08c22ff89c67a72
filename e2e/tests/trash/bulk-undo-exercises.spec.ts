import { expect, test } from '../../fixtures';
import { uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { exerciseApi } from '../exercises/exercise-api';
import { toast } from './trash-page';

test('bulk delete 3 exercises and undo them in one click', async ({ adminPage: page, api }, testInfo) => {
  const tag = uniqueSuffix();
  const names = ['Press', 'Row', 'Lunge'].map((move) => `E2E Bulk ${move} ${tag}`);
  const created: { id: number }[] = [];
  for (const name of names) created.push(await exerciseApi(api).createExercise({ name }));
  const table = page.getByRole('table', { name: 'Exercises' });

  await page.goto(`/admin/exercise-library?search=${tag}`);
  await expect(table.getByRole('row')).toHaveCount(4);

  await test.step('select the three and delete them after one confirmation', async () => {
    await table.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
    await table.getByRole('checkbox', { name: 'Select all on this page' }).check();
    const bar = page.getByRole('region', { name: 'Selection' });
    await expect(bar).toContainText('3 selected');
    await snap(page, testInfo, 'selection-bar');
    await bar.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete 3 exercises' });
    await expect(confirm).toContainText(
      'Are you sure you want to delete these 3 exercises? They go to the trash and can be restored for 30 days.',
    );
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
  });

  await test.step('one toast, the list empty, every exercise gone', async () => {
    await expect(toast(page, '3 exercises moved to trash')).toBeVisible();
    await expect(page.getByText('No exercises found')).toBeVisible();
    for (const exercise of created) {
      expect((await api.raw('GET', `exercises/${exercise.id}`)).status()).toBe(404);
    }
  });

  await test.step('one Undo restores all three', async () => {
    await toast(page, '3 exercises moved to trash').getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Restored')).toBeVisible();
    for (const name of names) await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    for (const exercise of created) {
      expect((await api.raw('GET', `exercises/${exercise.id}`)).status()).toBe(200);
    }
  });
});
