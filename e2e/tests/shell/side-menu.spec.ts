import { expect, test } from '../../fixtures';
import { snap } from '../../fixtures/screenshots';
import { breadcrumb, sideMenu, topBarHeading } from '../../support/app-shell';

const MENU_ITEMS = [
  'Dashboard',
  'Programs',
  'Nutrition',
  'Nutrition templates',
  'Meal plans',
  'Exercise Library',
  'Users',
  'Check-ins',
  'Community',
  'Trash',
  'Activity',
  'Team',
];

test.describe('Side menu', () => {
  test('is open at 1280 px with only the visible routes', async ({ adminPage: page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const menu = sideMenu(page);
    await expect(menu).toBeVisible();
    for (const name of MENU_ITEMS) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    // Hidden routes (details, the training day) are not listed.
    await expect(menu.getByRole('link')).toHaveCount(MENU_ITEMS.length);
    await expect(menu.getByRole('link', { name: 'Programs', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await snap(page, testInfo, 'shell-1280');

    await menu.getByRole('link', { name: 'Exercise Library', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/exercise-library$/);
    const active = menu.getByRole('link', { name: 'Exercise Library', exact: true });
    await expect(active).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Programs', exact: true })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(breadcrumb(page)).toContainText('Exercise Library');
  });

  test('is closed at 1024 px and a button opens it', async ({ adminPage: page }, testInfo) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.reload();
    await expect(breadcrumb(page)).toContainText('Programs');
    await expect(sideMenu(page)).toBeHidden();
    await snap(page, testInfo, 'shell-1024-closed');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = sideMenu(page);
    await expect(menu).toBeVisible();
    await snap(page, testInfo, 'shell-1024-open');
    await menu.getByRole('link', { name: 'Users', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(breadcrumb(page)).toContainText('Users');
  });

  test('follows the 1200 px breakpoint when the window is resized', async ({ adminPage: page }) => {
    await expect(sideMenu(page)).toBeVisible();
    await page.setViewportSize({ width: 1199, height: 800 });
    await expect(sideMenu(page)).toBeHidden();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(sideMenu(page)).toBeVisible();
  });
});

test.describe('Top bar', () => {
  test('names the route, has the search box, notifications and the profile menu', async ({
    adminPage: page,
    run,
  }) => {
    await expect(breadcrumb(page)).toContainText('Programs');
    // "a breadcrumb and heading with the matched route's name" (spec part 1, Shell)
    await expect(topBarHeading(page, 'Programs')).toBeVisible();
    // "a search box with placeholder 'Search...'"; its name says what it searches.
    const search = page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Search programs, exercises, recipes, users and posts' });
    await expect(search).toBeVisible();
    await expect(search).toHaveAttribute('placeholder', 'Search...');

    await page.getByRole('button', { name: 'Notifications' }).click();
    // "a notifications dropdown ('Notification', 'Mark all read', ...)" above the attention items.
    await expect(page.getByRole('menu').getByText('Notification', { exact: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Mark all read' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Open Dashboard' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('menu').getByText(`Hey, ${run.adminEmail.split('@')[0]}`)).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
  });
});
