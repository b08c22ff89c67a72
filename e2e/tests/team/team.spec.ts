import { permissionMessages, teamMessages } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueSuffix } from '../../fixtures/names';
import type { Outbox } from '../../fixtures/outbox';
import { snap } from '../../fixtures/screenshots';
import { sideMenu } from '../../support/app-shell';

/** Undoes quoted-printable soft breaks and escapes, enough to read a link out of a mail. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The path and query of the invitation link in the newest mail to `address`. */
const waitForInvitationLink = async (outbox: Outbox, address: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of await outbox.messagesTo(address)) {
      const match = /https?:\/\/\S+?(\/auth\/accept-invitation\?token=[A-Za-z0-9_-]+)/.exec(
        decodeQuotedPrintable(mail.raw),
      );
      if (match) return match[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No invitation mail to ${address} within ${timeoutMs} ms`);
};

test('an owner invites a coach, who joins in a new browser, signs in and has no Team page', async ({
  adminPage: page,
  browser,
  outbox,
  run,
}, testInfo) => {
  const email = `coach-${uniqueSuffix()}@example.com`;
  const password = 'violet-harbour-lantern-42';

  await test.step('the owner invites the coach from the Team page', async () => {
    await sideMenu(page).getByRole('link', { name: 'Team', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite member' });
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption('coach');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(teamMessages.invitationSent(email))).toBeVisible();
    const invitations = page.getByRole('table', { name: 'Pending invitations' });
    await expect(invitations.getByRole('row', { name: new RegExp(email) })).toContainText('Coach');
    await expect(page.getByRole('button', { name: teamMessages.resendFor(email) })).toBeVisible();
    await snap(page, testInfo, 'team-invited');
  });

  const link = await waitForInvitationLink(outbox, email);
  const context = await browser.newContext({
    baseURL: run.baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  try {
    const invitee = await context.newPage();

    await test.step('the invitee opens the link in a new browser and sets name and password', async () => {
      await invitee.goto(link);
      await expect(invitee.getByRole('heading', { name: teamMessages.acceptTitle })).toBeVisible();
      await expect(invitee.getByText(teamMessages.acceptIntro(email, 'Coach'))).toBeVisible();
      await invitee.getByRole('textbox', { name: 'First name' }).fill('Nora');
      await invitee.getByRole('textbox', { name: 'Last name' }).fill('Coachman');
      await invitee.getByLabel(/^Password/).fill(password);
      await invitee.getByLabel(/^Confirm password/).fill(password);
      await snap(invitee, testInfo, 'accept-invitation');
      await invitee.getByRole('button', { name: teamMessages.join }).click();
      await expect(invitee).toHaveURL(/\/auth\/sign-in$/);
      await expect(invitee.getByText(teamMessages.joined)).toBeVisible();
    });

    await test.step('the link works once', async () => {
      await invitee.goto(link);
      await expect(invitee.getByText(teamMessages.invitationGone)).toBeVisible();
      await invitee.goto('/auth/sign-in');
    });
    await test.step('the coach signs in and sees no Team entry; the Team address says no access', async () => {
      await invitee.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await invitee.getByRole('button', { name: 'Sign In' }).click();
      await expect(invitee).toHaveURL(/\/admin\//);
      const menu = sideMenu(invitee);
      await expect(menu.getByRole('link', { name: 'Programs', exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
      await invitee.goto('/admin/team');
      await expect(invitee.getByText(permissionMessages.noAccessTitle)).toBeVisible();
      await snap(invitee, testInfo, 'coach-no-team');
    });
  } finally {
    await context.close();
  }

  await test.step('the owner sees the coach on the team', async () => {
    await page.reload();
    const members = page.getByRole('table', { name: 'Team members' });
    await expect(members.getByRole('row', { name: /Nora Coachman/ })).toContainText(email);
    await expect(page.getByRole('combobox', { name: 'Role for Nora Coachman' })).toHaveValue('coach');
  });
});
