import { expect, test } from '../../fixtures';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { exerciseApi } from './exercise-api';

test('manage muscle groups: at least one, at most five secondary', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const exercise = await exerciseApi(api).createExercise({
    name: uniqueName('E2E Pull-up'),
    target_muscle_group: 'back',
  });
  await page.goto(`/admin/exercise-library/${exercise.id}`);
  await page.getByRole('button', { name: 'Manage Muscle Groups' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Muscle Groups' });
  await dialog.getByRole('button', { name: 'Save Muscle Groups' }).click();
  await expect(dialog.getByText('Please select at least one muscle group')).toBeVisible();

  const secondary = dialog.getByRole('group', { name: 'Secondary Muscle Groups' });
  for (const name of ['Biceps', 'Rear Delts', 'Traps', 'Forearms', 'Lower Back', 'Abs'])
    await secondary.getByLabel(name, { exact: true }).click();
  await expect(dialog.getByText('Maximum 5 secondary muscle groups allowed')).toBeVisible();
  await expect(secondary.getByLabel('Abs', { exact: true })).not.toBeChecked();
  await snap(page, testInfo, 'muscle-groups-limit');
  await expect(dialog.getByText('Maximum 5 secondary muscle groups allowed')).toBeHidden({ timeout: 5000 });

  await dialog
    .getByRole('group', { name: 'Primary Muscle Group' })
    .getByLabel('Lats', { exact: true })
    .check();
  await dialog.getByRole('button', { name: 'Save Muscle Groups' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Primary' })).toHaveText('Lats');
  await expect(page.getByRole('list', { name: 'Secondary' }).getByRole('listitem')).toHaveCount(5);
  const saved = await exerciseApi(api).getExercise(exercise.id);
  expect(saved.primary_muscle_groups.map((g) => g.name)).toEqual(['Lats']);
});

test('an exercise with a video link shows the embedded player', async ({
  adminPage: page,
  api,
}, testInfo) => {
  const exercise = await exerciseApi(api).createExercise({
    name: uniqueName('E2E Video Exercise'),
    yt_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  });
  await page.goto(`/admin/exercise-library/${exercise.id}`);
  await expect(page.getByRole('heading', { name: 'Exercise Information' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  await snap(page, testInfo, 'exercise-detail');
});
