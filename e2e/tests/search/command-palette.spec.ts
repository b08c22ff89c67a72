import { searchMessages } from '@coachboard/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';

const palette = (page: Page) => page.getByRole('dialog', { name: searchMessages.paletteLabel });

/** Presses ArrowDown until `target` is the highlighted option, as a person watching the list would. */
const arrowTo = async (page: Page, list: Locator, target: Locator) => {
  const options = list.getByRole('option');
  const count = await options.count();
  for (let step = 0; step < count; step += 1) {
    if ((await target.getAttribute('aria-selected')) === 'true') return;
    await page.keyboard.press('ArrowDown');
  }
  await expect(target).toHaveAttribute('aria-selected', 'true');
};

test('find a user by part of their e-mail from the command palette, with the keyboard only', async ({
  adminPage: page,
  db,
}, testInfo) => {
  test.slow(); // two users seeded, the palette pictured in both themes
  const local = `mira.${uniqueSuffix()}`;
  const surname = `Okafor${uniqueSuffix().replace(/\d/g, 'q')}`;
  const coach = await db.createUser({ email: `${local}@example.com`, firstName: 'Mira', lastName: surname });
  const wanted = await db.createUser({
    email: `${local}.training@example.com`,
    firstName: 'Miriam',
    lastName: surname,
  });
  await expect(page.getByRole('button', { name: 'Add Program' })).toBeVisible();

  await test.step('Ctrl+K opens the palette with its search focused and the actions listed', async () => {
    await page.keyboard.press('Control+K');
    await expect(palette(page)).toBeVisible();
    const input = palette(page).getByRole('combobox', { name: searchMessages.label });
    await expect(input).toBeFocused();
    await expect(palette(page).getByRole('group', { name: searchMessages.actions })).toBeVisible();
    await expect(palette(page).getByRole('option', { name: 'Create user' })).toBeVisible();
  });

  await test.step('typing part of the e-mail lists both users under Users', async () => {
    await page.keyboard.type(local.slice(0, 10));
    const users = palette(page).getByRole('group', { name: 'Users' });
    await expect(users.getByRole('option', { name: `Mira ${surname} ${coach.email}` })).toBeVisible();
    await expect(users.getByRole('option', { name: `Miriam ${surname} ${wanted.email}` })).toBeVisible();
    await snap(page, testInfo, 'command-palette-results-light');
  });

  await test.step('the arrow keys reach the wanted user and Enter opens their page', async () => {
    const list = palette(page).getByRole('listbox');
    const target = list.getByRole('option', { name: `Miriam ${surname} ${wanted.email}` });
    await arrowTo(page, list, target);
    await expect(palette(page).getByRole('combobox')).toHaveAttribute(
      'aria-activedescendant',
      (await target.getAttribute('id'))!,
    );
    await page.keyboard.press('Enter');

    await expect(palette(page)).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/admin/users/${wanted.id}$`));
    await expect(page.getByRole('heading', { name: `Miriam ${surname}` }).first()).toBeVisible();
  });

  await test.step('the palette remembers the user under Recently opened', async () => {
    await page.keyboard.press('Control+K');
    const recent = palette(page).getByRole('group', { name: searchMessages.recent });
    await expect(recent.getByRole('option').first()).toHaveAccessibleName(
      `Miriam ${surname} ${wanted.email}`,
    );
    await snap(page, testInfo, 'command-palette-recent-light');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
  });

  await test.step('the same in the dark theme', async () => {
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await page.keyboard.press('Control+K');
    await page.keyboard.type(local.slice(0, 10));
    await expect(palette(page).getByRole('option', { name: `Mira ${surname} ${coach.email}` })).toBeVisible();
    await snap(page, testInfo, 'command-palette-results-dark');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
  });
});
