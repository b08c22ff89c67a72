import { storageKeys } from '@coachboard/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { breadcrumb } from '../../support/app-shell';
import { snap } from '../../fixtures/screenshots';

const html = (page: Page) => page.locator('html');
const storedTheme = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), storageKeys.theme);
const themeToggle = (page: Page) => page.getByRole('button', { name: /dark mode|light mode|theme/i }).first();

test.describe('Dark mode', () => {
  test('follows the system preference while nothing is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/auth/sign-in');
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await storedTheme(page)).toBeNull();

    // A live change of the system setting is followed.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);

    // Once a choice is stored, the system is no longer followed.
    await themeToggle(page).click();
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await storedTheme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test('the choice persists across a reload and wins over the system', async ({
    adminPage: page,
  }, testInfo) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);

    await themeToggle(page).click();
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await storedTheme(page)).toBe('dark');
    await snap(page, testInfo, 'programs-dark');

    await page.reload();
    await expect(breadcrumb(page)).toContainText('Programs');
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await storedTheme(page)).toBe('dark');

    await themeToggle(page).click();
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await storedTheme(page)).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(breadcrumb(page)).toContainText('Programs');
    await expect(html(page)).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });

  test('the auth layout has a floating toggle and a copyright footer', async ({ page }, testInfo) => {
    await page.goto('/auth/sign-in');
    await expect(page.getByText(/©|copyright/i).first()).toBeVisible();
    await themeToggle(page).click();
    await expect(html(page)).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await storedTheme(page)).toBe('dark');
    await snap(page, testInfo, 'sign-in-dark');
  });
});
