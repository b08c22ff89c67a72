import { expect, test } from '../fixtures';
import { snap } from '../fixtures/screenshots';

test('a coach finds a slipping demo client by 7-day compliance, opens their Training tab and reads a missed and a done day beside the prescription', async ({
  adminPage: page,
  db,
}, testInfo) => {
  // The users list: the '7-day compliance' column sorts the list, lowest first.
  await page.goto('/admin/users');
  const users = page.getByRole('table', { name: 'Users' });
  const header = users.getByRole('columnheader', { name: '7-day compliance' });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await header.getByRole('button', { name: '7-day compliance' }).click();
  await expect(page).toHaveURL(/sort=compliance_7d/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(users.getByRole('row').nth(1)).toContainText(/\d+(\.\d)?%/);

  // A demo client whose last week slipped (the seed's kept figures put them on 'Compliance dropped').
  const { rows } = await db.client.query<{ id: string; first_name: string; last_name: string }>(
    `select id, first_name, last_name from users
     where role = 'user' and deleted_at is null and compliance_7d <= compliance_30d - 20
       and last_training_day >= current_date - 6
     order by compliance_30d - compliance_7d desc, id limit 1`,
  );
  const client = rows[0]!;
  await page.goto('/admin/users?attention=compliance_dropped');
  const dropped = page.getByRole('table', { name: 'Users' });
  await expect(dropped.getByRole('columnheader', { name: 'Compliance drop' })).toBeVisible();
  await dropped.getByRole('link', { name: `${client.first_name} ${client.last_name}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${client.id}`));

  await page.getByRole('tab', { name: 'Training' }).click();
  await expect(page).toHaveURL(/tab=training/);
  // Each figure: the percentage, done of prescribed sets and sessions.
  const figures = page.getByRole('definition').filter({ hasText: /of \d+ sessions/ });
  for (const days of [7, 30, 90]) {
    await expect(page.getByRole('term').filter({ hasText: `${days}-day compliance` })).toBeVisible();
  }
  await expect(figures).toHaveCount(3);
  for (const figure of await figures.all()) {
    await expect(figure).toContainText(/^(\d+(\.\d)?%|No training)\d+ of \d+ sets/);
  }

  // A missed day: the prescription it left undone, each set 'Not logged'.
  const calendar = page.getByRole('table', { name: /Last 12 weeks/ });
  await calendar
    .getByRole('button', { name: /, Missed, / })
    .last()
    .click();
  const missed = page.getByRole('dialog');
  await expect(missed).toContainText('Missed');
  const prescribed = missed.getByRole('table', { name: /^Prescribed: / });
  await expect(prescribed.getByRole('columnheader', { name: 'Prescribed' })).toBeVisible();
  await expect(prescribed.getByRole('cell', { name: 'Not logged' }).first()).toBeVisible();
  await snap(page, testInfo, 'training-missed-day');
  await page.keyboard.press('Escape');
  await expect(missed).toBeHidden();

  // A done day: the performed sets beside the prescription they were logged against.
  await calendar
    .getByRole('button', { name: /, Done, / })
    .last()
    .click();
  const done = page.getByRole('dialog');
  const workout = done.getByRole('table', { name: /^Workout of .* sets done$/ });
  await expect(workout.getByRole('columnheader', { name: 'Prescribed' })).toBeVisible();
  await expect(workout.getByRole('columnheader', { name: 'Performed' })).toBeVisible();
  const firstSet = workout.getByRole('row').nth(1);
  await expect(firstSet.getByRole('cell').nth(2)).toContainText(/\d+ reps|\d+ kg|\d+ s/);
  await expect(firstSet.getByRole('cell').nth(3)).toContainText(/\d+ reps|\d+ kg|\d+ s|Not completed/);
  await snap(page, testInfo, 'training-done-day');
});
