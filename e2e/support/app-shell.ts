import type { Page } from '@playwright/test';

/** The top bar's breadcrumb, which names the matched admin route (spec part 1 "Shell"). */
export const breadcrumb = (page: Page) =>
  page.getByRole('banner').getByRole('navigation', { name: 'Breadcrumb' });

/** The top bar's heading with the matched route's name. */
export const topBarHeading = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('heading', { name, exact: true });

/** The main side-menu navigation. */
export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
