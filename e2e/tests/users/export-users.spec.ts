import fs from 'node:fs/promises';
import { expect, test } from '../../fixtures';
import { uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';

test('export the filtered users as CSV', async ({ adminPage: page, db }, testInfo) => {
  const tag = `exp${uniqueSuffix()}`;
  await db.createUser({ email: `active.${tag}@example.com`, firstName: '=SUM', lastName: 'Active' });
  await db.createUser({
    email: `gone.${tag}@example.com`,
    firstName: 'Gone',
    lastName: 'Away',
    deleted: true,
  });

  await page.goto(`/admin/users?search=${tag}&status=active`);
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);
  await snap(page, testInfo, 'users-filtered');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\n');
  expect(lines[0]).toBe(
    'id,email,first_name,last_name,gender,date_of_birth,height,role,status,created_at,deleted_at',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`active.${tag}@example.com,'=SUM,Active`);
});
