import { DEFAULT_TRASH_RETENTION_DAYS, programMessages } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { programsList, searchPrograms } from '../programs/programs-page';
import { toast } from './trash-page';

test('delete a program and Undo from the toast', async ({ adminPage: page, api }, testInfo) => {
  const name = uniqueName('E2E Undo Block');
  const program = await api.createProgram({ name, duration_weeks: 2 });
  const before = await api.getProgram(program.id);
  const list = programsList(page);
  await searchPrograms(page, name);

  await test.step('the dialog says it goes to the trash, not that it cannot be undone', async () => {
    await list
      .row(name)
      .getByRole('button', { name: `Delete ${name}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: programMessages.deleteTitle });
    await expect(confirm).toContainText(programMessages.deleteConfirm(DEFAULT_TRASH_RETENTION_DAYS));
    await expect(confirm).not.toContainText('cannot be undone');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();
  });

  await test.step('the toast offers Undo and the program is gone meanwhile', async () => {
    await expect(toast(page, 'Moved to trash')).toBeVisible();
    await expect(list.row(name)).toHaveCount(0);
    expect((await api.raw('GET', `training-programs/${program.id}`)).status()).toBe(404);
    await snap(page, testInfo, 'moved-to-trash-toast');
  });

  await test.step('Undo puts it back exactly', async () => {
    await toast(page, 'Moved to trash').getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Restored')).toBeVisible();
    await expect(list.row(name)).toHaveCount(1);
    expect(await api.getProgram(program.id)).toEqual(before);
  });
});
