import { expect, test } from '../../fixtures';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { exerciseApi } from './exercise-api';

test('create, edit and delete an exercise; the delete names the days it is removed from', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const name = uniqueName('E2E Goblet Squat');
  await page.goto('/admin/exercise-library');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Exercise Library' })).toBeVisible();

  await test.step('create from the form modal', async () => {
    await page.getByRole('button', { name: 'Add Exercise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Exercise' });
    await dialog.getByRole('button', { name: 'Create Exercise' }).click();
    await expect(dialog.getByText('Exercise name is required')).toBeVisible();
    await dialog.getByLabel('Exercise Name').fill(`  ${name}  `);
    await dialog.getByLabel('YouTube URL').fill('https://example.com/video');
    await dialog.getByRole('button', { name: 'Create Exercise' }).click();
    await expect(dialog.getByText('YouTube URL must be a valid YouTube video URL')).toBeVisible();
    await dialog.getByLabel('YouTube URL').fill('');
    await dialog.getByLabel('Target Muscle Group').selectOption('legs');
    await dialog.getByRole('checkbox', { name: 'At home' }).check();
    await dialog.getByRole('button', { name: 'Create Exercise' }).click();
    await expect(dialog).toBeHidden();
  });

  await page.getByRole('searchbox', { name: 'Search exercises' }).fill(name);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText(`Showing search results for "${name}"`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Legs');
  await snap(page, testInfo, 'exercise-list');

  await test.step('edit', async () => {
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Exercise' });
    await dialog.getByLabel('Description').fill('Hold the bell at the chest and sit between the heels.');
    await dialog.getByRole('button', { name: 'Update Exercise' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('delete shows the impact, then removes it everywhere', async () => {
    const exercise = (await api.get<{ data: { id: number; name: string }[] }>('exercises', { search: name }))
      .data[0]!;
    const program = await api.createProgram({ name: uniqueName('E2E Impact'), duration_weeks: 2 });
    const weeks = await api.getAllWeeks(program.id);
    await exerciseApi(api).addToDay(exercise.id, weeks[0]!.training_days[0]!.id, true);
    // A fresh load rather than Refresh: a search typed while Refresh is still leaving search mode could be undone.
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search exercises' }).fill(name);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(`Showing search results for "${name}"`)).toBeVisible();
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Exercise' });
    await expect(confirm).toContainText('Are you sure you want to delete this exercise?');
    await expect(confirm).toContainText('It is used on 2 training days in 1 program');
    await snap(page, testInfo, 'delete-impact');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('No exercises found')).toBeVisible();
    const day = await exerciseApi(api).getDay(program.id, weeks[0]!.id, weeks[0]!.training_days[0]!.id);
    expect(day.user_exercise_activity_logs).toEqual([]);
  });
});
