import type { ConsoleMessage, Request, Response } from '@playwright/test';
import { programMessages, programVolumeMessages, trashMessages } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { exerciseApi } from '../exercises/exercise-api';

test('deleting a program from its page leaves nothing asking for it: no request, no 404, no console error', async ({
  adminPage: page,
  api,
}) => {
  const exercises = exerciseApi(api);
  const program = await api.createProgram({
    name: uniqueName('E2E Deleted Block'),
    duration_weeks: 2,
    training_days_per_week: 2,
  });
  const [week] = await api.getAllWeeks(program.id);
  const day = week!.training_days.find((entry) => !entry.is_rest_day)!;
  const press = await exercises.createExercise({
    name: `Deleted Block Press ${uniqueSuffix()}`,
    target_muscle_group: 'chest',
  });
  await exercises.addToDay(press.id, day.id);

  // Everything about this program lives under its own address (its weeks, users, volume, copies).
  const programPath = new RegExp(`/api/training-programs/${program.id}(/|\\?|$)`);
  const consoleErrors: string[] = [];
  const failures: string[] = [];
  const requestsAfterDelete: string[] = [];
  let deleted = false;
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('response', (response: Response) => {
    if (response.status() >= 400 && programPath.test(response.url()))
      failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('request', (request: Request) => {
    if (deleted && programPath.test(request.url()) && request.method() !== 'DELETE')
      requestsAfterDelete.push(`${request.method()} ${request.url()}`);
  });

  await page.goto(`/admin/programs/${program.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(program.name);
  // The page has read everything it shows: the weeks, the assigned users and the volume.
  await expect(page.getByText('Week 1 of 2')).toBeVisible();
  await expect(page.getByText('0 user(s) assigned')).toBeVisible();
  const volume = page.getByRole('region', { name: programVolumeMessages.title });
  await expect(volume.getByRole('table', { name: programVolumeMessages.caption })).toBeAttached();

  await page.getByRole('button', { name: 'Delete Program' }).click();
  const confirm = page.getByRole('alertdialog', { name: programMessages.deleteTitle });
  const deleteAnswer = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && programPath.test(response.url()),
  );
  deleted = true;
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect((await deleteAnswer).status()).toBe(200);

  await expect(page).toHaveURL(/\/admin\/programs$/);
  await expect(page.getByText(trashMessages.movedToTrash)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Training programs' })).toBeVisible();
  // Anything a late refetch would send has had time to go out and come back.
  await page.waitForLoadState('networkidle');

  expect(requestsAfterDelete).toEqual([]);
  expect(failures).toEqual([]);
  expect(consoleErrors).toEqual([]);
  // The delete did happen: the program is in the trash, and Back does not lead to its page.
  expect((await api.raw('GET', `training-programs/${program.id}`)).status()).toBe(404);
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`/admin/programs/${program.id}$`));
});
