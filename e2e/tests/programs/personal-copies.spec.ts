import type { AssignUserResult } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueName, uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';

/** The local calendar date `days` from today, as the panel reads "today". */
const localDate = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

test("a personal copy: the user's current program, the template's copies card, the copy's line and the list filter", async ({
  adminPage: page,
  api,
  db,
}, testInfo) => {
  const template = await api.createProgram({
    name: uniqueName('E2E Template'),
    duration_weeks: 4,
    training_days_per_week: 3,
  });
  const lastName = `Copyowner${uniqueSuffix().replace(/\d/g, 'q')}`;
  const user = await db.createUser({
    email: `rui.${uniqueSuffix()}@example.com`,
    firstName: 'Rui',
    lastName,
  });
  // Started two weeks ago: today is week 3, day 1 (a training day of the 3-day pattern).
  const assigned = await api.post<AssignUserResult>(
    `training-programs/${template.id}/assign-user/${user.id}`,
    {
      start_date: localDate(-14),
      mode: 'copy',
    },
  );
  const copyId = assigned.assignment.program_id;
  const copyName = `${template.name} · Rui ${lastName}`;

  await page.goto(`/admin/users/${user.id}`);
  const current = page.getByRole('list', { name: 'Current programs' });
  await expect(current.getByText('Week 3 of 4 · today: Day 1')).toBeVisible();
  // 'Current program' names the program (the copy) and links to it.
  await expect(current.getByRole('link', { name: copyName })).toHaveAttribute(
    'href',
    `/admin/programs/${copyId}`,
  );
  await expect(page.getByRole('table', { name: 'Next 14 days' }).getByRole('row')).toHaveCount(15);
  await snap(page, testInfo, 'user-current-program-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await snap(page, testInfo, 'user-current-program-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.goto(`/admin/programs/${template.id}`);
  const copies = page.getByRole('list', { name: 'Personal copies' });
  await expect(copies.getByRole('link', { name: `Rui ${lastName}`, exact: true })).toHaveAttribute(
    'href',
    `/admin/users/${user.id}`,
  );
  await snap(page, testInfo, 'template-personal-copies');
  await copies.getByRole('link', { name: copyName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/programs/${copyId}$`));
  await expect(page.getByText(`Personal copy for Rui ${lastName} · from ${template.name}`)).toBeVisible();
  await snap(page, testInfo, 'copy-line');

  await page.goto('/admin/programs');
  const table = page.getByRole('table', { name: 'Training programs' });
  await page.getByRole('searchbox', { name: 'Search programs' }).fill(template.name);
  await page.getByRole('searchbox', { name: 'Search programs' }).press('Enter');
  await expect(table.getByText(template.name, { exact: true })).toBeVisible();
  await expect(table.getByText(copyName)).toHaveCount(0);
  await page
    .getByRole('group', { name: 'Program kind' })
    .getByRole('button', { name: 'Personal copies' })
    .click();
  await expect(table.getByText(copyName)).toBeVisible();
  await expect(table.getByText(template.name, { exact: true })).toHaveCount(0);
  await snap(page, testInfo, 'list-personal-copies');
});
