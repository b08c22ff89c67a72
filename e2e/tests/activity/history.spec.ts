import type { Locator, Page, TestInfo } from '@playwright/test';
import { auditMessages, type AuditPage, type ProgramDetail } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';
import { sideMenu } from '../../support/app-shell';
import { programForm } from '../programs/programs-page';

const NARROW = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };

/** The program page's History side panel, opened from its header. */
const historyPanel = (page: Page) => page.getByRole('dialog', { name: auditMessages.history });
const openHistory = (page: Page) => page.getByRole('button', { name: auditMessages.history, exact: true });
const historyEntries = (page: Page) =>
  historyPanel(page).getByRole('list', { name: 'History entries' }).getByRole('listitem');

/** Named screenshots in the light and dark theme, wide and narrow (kept with the test's artifacts). */
const snapThemes = async (page: Page, testInfo: TestInfo, name: string, ready: () => Locator) => {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const [size, viewport] of [
      ['wide', WIDE],
      ['narrow', NARROW],
    ] as const) {
      await page.setViewportSize(viewport);
      // The shell follows the width on its next render: the menu closes (narrow) or opens (wide) first.
      // The panel is modal, so the menu behind it is out of the accessibility tree: look past that.
      const menu = page.getByRole('navigation', { name: 'Main', includeHidden: true });
      if (size === 'narrow') await expect(menu).toBeHidden();
      else await expect(menu).toBeVisible();
      await expect(ready()).toBeVisible();
      // The content's margin animates when the menu opens or closes; nothing may stick out once it is done.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      await snap(page, testInfo, `${name}-${theme}-${size}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(WIDE);
};

test("change a program's name, see it in its History, revert it; the Activity page lists the change", async ({
  adminPage: page,
  api,
}, testInfo) => {
  // The program detail also loads its overview, volume and copies: the story runs past the 30 s default.
  test.slow();
  const oldName = uniqueName('E2E Audit Block');
  const newName = uniqueName('E2E Audit Block Renamed');
  const program = await api.createProgram({ name: oldName, duration_weeks: 2 });
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  const renamed = `changed the program "${newName}": name "${oldName}" → "${newName}"`;

  await test.step('the History of a new program shows its creation', async () => {
    await page.goto(`/admin/programs/${program.id}`);
    await expect(heading).toHaveText(oldName);
    // Closed until asked for, so the screen does not say the program's name twice.
    await expect(historyPanel(page)).toHaveCount(0);
    await openHistory(page).click();
    await expect(historyEntries(page).first()).toContainText(`created the program "${oldName}"`);
    await historyPanel(page).getByRole('button', { name: 'Close' }).click();
    await expect(historyPanel(page)).toBeHidden();
  });

  await test.step('rename it in the panel: the change tops the History, with Revert', async () => {
    await page.getByRole('button', { name: 'Edit Program' }).click();
    const dialog = page.getByRole('dialog');
    await programForm(dialog).name.fill(newName);
    await dialog.getByRole('button', { name: /save/i }).click();
    await expect(dialog).toBeHidden();
    await expect(heading).toHaveText(newName);
    await openHistory(page).click();
    const latest = historyEntries(page).first();
    await expect(latest).toContainText(renamed);
    await expect(latest.getByRole('button', { name: auditMessages.revert })).toBeVisible();
    await snapThemes(page, testInfo, 'history', () => historyPanel(page));
  });

  await test.step('revert it after the confirmation: the old name is back, and the revert is recorded', async () => {
    await historyEntries(page).first().getByRole('button', { name: auditMessages.revert }).click();
    const confirm = page.getByRole('alertdialog', { name: auditMessages.revertTitle });
    await expect(confirm).toContainText(renamed);
    await snap(page, testInfo, 'revert-confirm');
    await confirm.getByRole('button', { name: auditMessages.revert }).click();
    await expect(confirm).toBeHidden();
    await expect(historyPanel(page).getByRole('status')).toHaveText(auditMessages.reverted);
    await expect(
      page.getByRole('main', { includeHidden: true }).getByRole('heading', { level: 1, includeHidden: true }),
    ).toHaveText(oldName);
    await expect(historyEntries(page).first()).toContainText(
      `reverted the program "${oldName}": name "${newName}" → "${oldName}"`,
    );
    expect((await api.getProgram(program.id)).name).toBe(oldName);

    // The rename cannot be reverted twice: the revert changed the name since, and the 409 says so.
    const rename = historyEntries(page).filter({ hasText: renamed });
    await rename.getByRole('button', { name: auditMessages.revert }).click();
    const again = page.getByRole('alertdialog', { name: auditMessages.revertTitle });
    await again.getByRole('button', { name: auditMessages.revert }).click();
    await expect(again.getByRole('alert')).toContainText('revert that first');
    await snap(page, testInfo, 'revert-refused');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();
    expect((await api.getProgram(program.id)).name).toBe(oldName);
    await page.keyboard.press('Escape');
    await expect(historyPanel(page)).toBeHidden();
  });

  await test.step('the Activity page lists the change, and its name links to the program', async () => {
    await sideMenu(page).getByRole('link', { name: 'Activity', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await page.getByLabel('Record type').selectOption('program');
    await expect(page).toHaveURL(/type=program/);
    const entries = page.getByRole('list', { name: 'Activity entries' }).getByRole('listitem');
    const change = entries.filter({ hasText: renamed });
    await expect(change).toHaveCount(1);
    await expect(entries.filter({ hasText: `reverted the program "${oldName}"` })).toHaveCount(1);

    const saved = await api.get<AuditPage>('audit', { type: 'program', id: program.id });
    expect(saved.items.map((entry) => entry.action)).toEqual(['revert', 'update', 'create']);

    await snapThemes(page, testInfo, 'activity', () => change);
    await change.getByRole('link', { name: `"${newName}"` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/programs/${program.id}$`));
    await expect(heading).toHaveText(oldName);
  });
});

test('the Activity filters live in the URL, and Older and Newer page by cursor', async ({
  adminPage: page,
  api,
  run,
}, testInfo) => {
  test.setTimeout(60_000);
  // One page more than the log shows (50), so Older has somewhere to go whatever else the run created.
  const prefix = uniqueName('E2E Activity Paging');
  const created: ProgramDetail[] = [];
  // One after another, so the last one created is the newest entry.
  for (let n = 0; n < 51; n++) {
    created.push(
      await api.createProgram({ name: `${prefix} ${String(n).padStart(2, '0')}`, duration_weeks: 1 }),
    );
  }
  const newest = created.at(-1)!;

  await page.goto('/admin/activity?type=program&action=create');
  const entries = page.getByRole('list', { name: 'Activity entries' }).getByRole('listitem');
  const newestEntry = entries.filter({ hasText: `created the program "${newest.name}"` });
  await expect(newestEntry).toHaveCount(1);
  await expect(page.getByLabel('Record type')).toHaveValue('program');
  await expect(page.getByLabel('Action')).toHaveValue('create');

  // The admin is picked from the team directory; the page keeps its other filters.
  await page.getByLabel('Admin').fill(run.adminEmail);
  const matches = page.getByRole('list', { name: 'Matching admins' });
  await expect(matches.getByRole('button')).toHaveCount(1);
  await snap(page, testInfo, 'admin-search');
  await matches.getByRole('button').click();
  await expect(page).toHaveURL(/type=program&action=create&actor=\d+$/);
  await expect(page.getByRole('button', { name: /^Clear admin filter/ })).toBeVisible();
  await expect(newestEntry).toHaveCount(1);
  await expect(entries).toHaveCount(50);

  const older = page.getByRole('button', { name: auditMessages.older });
  const newer = page.getByRole('button', { name: auditMessages.newer });
  await expect(newer).toBeDisabled();
  await older.click();
  await expect(page).toHaveURL(/type=program&action=create&actor=\d+&cursor=/);
  await expect(entries.filter({ hasText: `"${newest.name}"` })).toHaveCount(0);
  await expect(entries.first()).toContainText('created the program');
  await page.reload();
  await expect(entries.filter({ hasText: `"${newest.name}"` })).toHaveCount(0);
  await newer.click();
  await expect(page).not.toHaveURL(/cursor=/);
  await expect(entries.first()).toContainText(`created the program "${newest.name}"`);

  await entries
    .first()
    .getByRole('link', { name: `"${newest.name}"` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/programs/${newest.id}$`));
});
