import { expect, test } from '../../fixtures';
import { snap } from '../../fixtures/screenshots';

test('the users list on a wide and a narrow screen, light and dark', async ({
  adminPage: page,
}, testInfo) => {
  await page.goto('/admin/users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await snap(page, testInfo, 'users-list-wide-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Users' }).first()).toBeVisible();
  await snap(page, testInfo, 'users-list-wide-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, testInfo, 'users-list-narrow-dark');
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Users' }).first()).toBeVisible();
  await snap(page, testInfo, 'users-list-narrow-light');
});
