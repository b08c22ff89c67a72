import { bulkAssignmentMessages, type AssignmentMode } from '@coachboard/contract';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from '../../fixtures';
import { snap } from '../../fixtures/screenshots';

/** The open dialog in light and dark, at the default width and on a phone-sized screen. */
export const snapDialog = async (page: Page, testInfo: TestInfo, name: string) => {
  const wide = page.viewportSize()!;
  for (const [width, suffix] of [
    [wide.width, ''],
    [390, '-narrow'],
  ] as const) {
    await page.setViewportSize({ width, height: wide.height });
    await page.waitForTimeout(300);
    await snap(page, testInfo, `${name}${suffix}`);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(800); // the controls' colour transitions end before the picture (a loaded machine)
    await snap(page, testInfo, `${name}${suffix}-dark`);
    await page.emulateMedia({ colorScheme: 'light' });
  }
  await page.setViewportSize(wide);
};

export interface BulkAssignChoice {
  /** Users whose names the list's search finds (and nobody else). */
  search: string;
  userNames: readonly string[];
  programName: string;
  startDate: string;
  mode: AssignmentMode;
}

/**
 * On the users list: search, tick each user's row, 'Assign Program', pick the program in the searchable box, the
 * start date and the mode, and wait for the preview of the dry run. Answers the open dialog.
 */
export const openBulkAssign = async (page: Page, choice: BulkAssignChoice) => {
  await page.goto(`/admin/users?search=${encodeURIComponent(choice.search)}`);
  const table = page.getByRole('table', { name: 'Users' });
  for (const name of choice.userNames) {
    await table.getByRole('checkbox', { name: `Select ${name}` }).check();
  }
  const bar = page.getByRole('region', { name: 'Selection' });
  await expect(bar.getByText(`${choice.userNames.length} selected`)).toBeVisible();
  await bar.getByRole('button', { name: bulkAssignmentMessages.assignProgram }).click();

  const dialog = page.getByRole('dialog', { name: bulkAssignmentMessages.assignProgram });
  const picker = dialog.getByRole('combobox', { name: bulkAssignmentMessages.program });
  await picker.fill(choice.programName.slice(0, -2));
  await dialog.getByRole('option', { name: new RegExp(choice.programName) }).click();
  await expect(picker).toHaveValue(choice.programName);
  await dialog.getByLabel(bulkAssignmentMessages.startDate).fill(choice.startDate);
  await dialog.getByRole('radio', { name: bulkAssignmentMessages.modeLabels[choice.mode] }).check();
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(
    preview.getByText(bulkAssignmentMessages.preview(choice.userNames.length, 0), { exact: true }),
  ).toBeVisible();
  await expect(
    preview.getByText(
      bulkAssignmentMessages.confirm(choice.userNames.length, choice.mode, choice.programName),
    ),
  ).toBeVisible();
  // The preview is current (no dry run pending) once Assign is enabled.
  await expect(dialog.getByRole('button', { name: 'Assign', exact: true })).toBeEnabled();
  return dialog;
};
