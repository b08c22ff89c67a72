import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { snap } from '../fixtures/screenshots';

/** The tab's serious or critical WCAG violations (as the accessibility stories count them), as readable lines. */
const seriousViolations = async (page: Page) => {
  await page.mouse.move(0, 0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .include('[role="tabpanel"]')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
};

test("a coach reads a demo client's records, picks an exercise's progress and reads it as a table", async ({
  adminPage: page,
  db,
}, testInfo) => {
  // The demo client with the most weighted sets logged (the seed's twelve weeks of training).
  const { rows } = await db.client.query<{ user_id: string }>(
    `select s.user_id from workout_sessions s join performed_sets ps on ps.session_id = s.id
     where ps.weight > 0 and ps.completed and s.deleted_at is null
     group by s.user_id order by count(*) desc, s.user_id limit 1`,
  );
  const userId = Number(rows[0]!.user_id);

  await page.goto(`/admin/users/${userId}`);
  await page.getByRole('tab', { name: 'Records' }).click();
  await expect(page).toHaveURL(/tab=records/);
  const records = page.getByRole('table', { name: 'Personal records' });
  await expect(records.getByRole('columnheader', { name: 'Best estimated 1RM' })).toBeVisible();
  const firstExercise = (await records.getByRole('rowheader').first().innerText()).trim();
  await expect(
    records
      .getByRole('row', { name: new RegExp(firstExercise) })
      .getByText(/Session \d+/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'New records' }).getByRole('listitem').first()).toBeVisible();

  const exercise = page.getByRole('combobox', { name: 'Exercise', exact: true });
  await expect(exercise).toHaveValue(/\d+/);
  await expect(page.getByRole('figure', { name: new RegExp(`Progress of ${firstExercise}`) })).toBeVisible();
  await expect(page.locator('figure canvas')).toHaveCount(1);
  const secondExercise = (await exercise.locator('option').nth(1).innerText()).trim();
  await exercise.selectOption({ label: secondExercise });
  await expect(page.getByRole('figure', { name: new RegExp(`Progress of ${secondExercise}`) })).toBeVisible();
  await snap(page, testInfo, 'records-chart-light');
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, testInfo, 'records-chart-dark');
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('button', { name: 'Show as table' }).click();
  await expect(page.getByRole('figure')).toHaveCount(0);
  const progress = page.getByRole('table', { name: `Progress: ${secondExercise}` });
  await expect(progress).toBeVisible();
  await expect(progress.getByRole('row').nth(1)).toContainText(/\d+(\.\d+)? kg × \d+/);
});
