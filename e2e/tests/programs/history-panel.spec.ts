import { auditMessages } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName } from '../../fixtures/names';
import { programForm } from './programs-page';

test("rename a program, open 'History' from its page header, and see the change", async ({
  adminPage: page,
  api,
}) => {
  const oldName = uniqueName('E2E History Block');
  const newName = uniqueName('E2E History Block Renamed');
  const program = await api.createProgram({ name: oldName, duration_weeks: 1 });
  await page.goto(`/admin/programs/${program.id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(oldName);
  // The header offers the history; the page does not end with a History card.
  const openHistory = page.getByRole('button', { name: auditMessages.history, exact: true });
  await expect(openHistory).toBeVisible();
  await expect(page.getByRole('region', { name: auditMessages.history })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Program' }).click();
  const form = page.getByRole('dialog');
  await programForm(form).name.fill(newName);
  await form.getByRole('button', { name: /save/i }).click();
  await expect(form).toBeHidden();
  await expect(heading).toHaveText(newName);

  await openHistory.click();
  const panel = page.getByRole('dialog', { name: auditMessages.history });
  await expect(panel).toBeVisible();
  const entries = panel.getByRole('list', { name: 'History entries' }).getByRole('listitem');
  // The newest entry is the rename, naming the old and the new name; the oldest is the creation.
  await expect(entries.first()).toContainText(oldName);
  await expect(entries.first()).toContainText(newName);
  await expect(entries.last()).toContainText(`created the program "${oldName}"`);
  // A side panel: against the right edge of the screen.
  const box = (await panel.boundingBox())!;
  expect(Math.round(box.x + box.width)).toBe(page.viewportSize()!.width);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(openHistory).toBeFocused();
  await openHistory.click();
  await expect(entries.first()).toContainText(`"${newName}"`);
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
});
