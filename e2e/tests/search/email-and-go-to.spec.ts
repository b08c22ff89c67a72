import { searchMessages, type User } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueSuffix } from '../../fixtures/names';

test("find a user by their e-mail's domain from the top-bar search, then go to a side-menu page from the palette", async ({
  adminPage: page,
  api,
}) => {
  // A domain no other user has, so the fragment finds this user alone.
  const domainName = `fernhill${uniqueSuffix()}`;
  const email = `rowan.hale@${domainName}.example.com`;
  const user = await api.post<User>('users', {
    email,
    first_name: 'Rowan',
    last_name: 'Hale',
    password: 'Str0ng@Pass',
  });
  await expect(page.getByRole('button', { name: 'Add Program' })).toBeVisible();
  const banner = page.getByRole('banner');

  await test.step("typing '@' and the start of the domain lists the user, who opens from there", async () => {
    const box = banner.getByRole('combobox', { name: searchMessages.label });
    await box.click();
    await box.fill(`@${domainName}`);
    const users = banner.getByRole('group', { name: 'Users' });
    const option = users.getByRole('option', { name: `Rowan Hale ${email}` });
    await expect(option).toBeVisible();
    await expect(users.getByRole('option')).toHaveCount(1);

    await option.click();

    await expect(page).toHaveURL(new RegExp(`/admin/users/${user.id}$`));
    await expect(page.getByRole('heading', { name: 'Rowan Hale' }).first()).toBeVisible();
  });

  await test.step("Ctrl+K offers 'Go to' every side-menu page, and one of them opens its page", async () => {
    // Read before the palette opens: a modal dialog hides the rest of the page from assistive technology.
    const menuPages = await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link')
      .allTextContents();
    await page.keyboard.press('Control+K');
    const palette = page.getByRole('dialog', { name: searchMessages.paletteLabel });
    await expect(palette).toBeVisible();
    const goTo = palette.getByRole('group', { name: 'Go to' });
    expect(menuPages).toContain('Activity');
    await expect(goTo.getByRole('option')).toHaveText(menuPages);

    await goTo.getByRole('option', { name: 'Activity', exact: true }).click();

    await expect(palette).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Activity');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
