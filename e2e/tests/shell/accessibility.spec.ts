import { writeFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../../fixtures';

/** Runs axe with the WCAG 2.1 A/AA rules and fails on serious or critical violations, listing them. */
const expectNoSeriousViolations = async (page: Page, testInfo: TestInfo, name: string) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const report = testInfo.outputPath(`axe-${name}.json`);
  await writeFile(report, JSON.stringify(results.violations, null, 2));
  await testInfo.attach(`axe-${name}`, { path: report, contentType: 'application/json' });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect.soft(serious, `axe violations on ${name}`).toEqual([]);
};

test.describe('Accessibility (axe)', () => {
  test('sign-in page, light and dark', async ({ page }, testInfo) => {
    await page.goto('/auth/sign-in');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'sign-in-light');
    // Loaded dark from the start, so that no colour transition is caught half-way.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'sign-in-dark');
  });

  test('programs list, light and dark', async ({ adminPage: page }, testInfo) => {
    await expect(page.getByRole('button', { name: 'Add Program' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'programs-list-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoSeriousViolations(page, testInfo, 'programs-list-dark');
  });
});
