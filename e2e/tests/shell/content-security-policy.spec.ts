import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures';
import { login } from '../../fixtures/api-client';
import { uniqueName } from '../../fixtures/names';
import { injectSession } from '../../fixtures/session';

/** Collects what Chromium reports about the page's Content-Security-Policy, from the first document on. */
const watchViolations = async (page: Page) => {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) reports.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy violation: ${event.violatedDirective}`),
    );
  });
  return reports;
};

// Zod probes eval to compile validators unless configured jitless before a schema is built; the policy
// refuses eval, so without that every screen would log a violation.
test('the sign-in page and admin screens log no Content-Security-Policy violation', async ({
  page,
  run,
  api,
}) => {
  const program = await api.createProgram({ name: uniqueName('E2E CSP Plan') });
  const reports = await watchViolations(page);

  await page.goto('/auth/sign-in');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  const session = await login(page.request, { email: run.adminEmail, password: run.adminPassword });
  await injectSession(page, session, true);
  await page.goto('/admin/programs');
  await expect(page.getByRole('button', { name: 'Add Program' })).toBeVisible();
  await page.goto(`/admin/programs/${program.id}`);
  await expect(page.getByRole('heading', { level: 1, name: program.name })).toBeVisible();
  await page.getByRole('button', { name: 'Manage Users' }).click();
  await expect(page.getByRole('dialog', { name: 'Manage Users' })).toBeVisible();
  await page.goto('/admin/nutrition');
  await expect(page.getByRole('heading', { name: 'Recipe Library' })).toBeVisible();

  expect(reports).toEqual([]);
});
