import { expect, test } from '../../fixtures';
import { breadcrumb } from '../../support/app-shell';
import { snap } from '../../fixtures/screenshots';

test.describe('404 page', () => {
  test('an unknown address shows the 404 page with a way home', async ({ adminPage: page }, testInfo) => {
    await page.goto('/this/page/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await snap(page, testInfo, 'not-found');

    await page.getByRole('link', { name: 'Go Back Home' }).click();
    await expect(page).toHaveURL(/\/admin\/programs$/);
    await expect(breadcrumb(page)).toContainText('Programs');
  });

  test('an unknown admin path falls back to the 404 page', async ({ adminPage: page }) => {
    await page.goto('/admin/no-such-area');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/admin/programs');
  });

  test('an unknown API path is a JSON 404, not the panel', async ({ request }) => {
    const response = await request.get('/api/no-such-route');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ success: false });
  });
});
