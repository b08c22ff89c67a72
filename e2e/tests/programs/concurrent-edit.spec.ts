import { programApiMessages } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { login } from '../../fixtures/api-client';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { injectSession } from '../../fixtures/session';
import { programForm } from './programs-page';

test('two admins edit one program: the later save of a stale copy is refused and the form reloads', async ({
  adminPage: pageA,
  api,
  browser,
  run,
}, testInfo) => {
  const name = uniqueName('E2E Shared Program');
  const program = await api.createProgram({ name, description: 'First draft.' });
  const contextB = await browser.newContext({
    baseURL: run.baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  const pageB = await contextB.newPage();
  const openEditForm = async (page: typeof pageA) => {
    await page.goto(`/admin/programs/${program.id}`);
    await page.getByRole('button', { name: 'Edit Program' }).click();
    return page.getByRole('dialog', { name: 'Edit Program' });
  };

  try {
    const dialogA = await openEditForm(pageA);
    await injectSession(
      pageB,
      await login(pageB.request, { email: run.adminEmail, password: run.adminPassword }),
    );
    const dialogB = await openEditForm(pageB);

    await test.step('the second admin saves a new name first', async () => {
      await programForm(dialogB).name.fill(`${name} (renamed)`);
      await dialogB.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialogB).toBeHidden();
    });

    await test.step('the first admin, still on the old copy, is told and keeps the typed text', async () => {
      await programForm(dialogA).description.fill('Written by the first admin.');
      await dialogA.getByRole('button', { name: 'Save Changes' }).click();
      const banner = dialogA.getByRole('alert');
      await expect(banner).toContainText(programApiMessages.staleUpdate);
      await expect(programForm(dialogA).description).toHaveValue('Written by the first admin.');
      await snap(pageA, testInfo, 'stale-program-save');
      expect((await api.getProgram(program.id)).name).toBe(`${name} (renamed)`);
    });

    await test.step('Reload shows the latest version, and a save over it goes through', async () => {
      await dialogA.getByRole('button', { name: 'Reload' }).click();
      await expect(programForm(dialogA).name).toHaveValue(`${name} (renamed)`);
      await expect(programForm(dialogA).description).toHaveValue('First draft.');
      await expect(dialogA.getByRole('alert')).toBeHidden();
      await programForm(dialogA).description.fill('Written by the first admin.');
      await dialogA.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialogA).toBeHidden();
      expect(await api.getProgram(program.id)).toMatchObject({
        name: `${name} (renamed)`,
        description: 'Written by the first admin.',
      });
    });
  } finally {
    await contextB.close();
    await api.delete(`training-programs/${program.id}`);
  }
});
