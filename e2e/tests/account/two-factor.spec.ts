import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from '../../fixtures';
import { uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';

const STEP_SECONDS = 30;
const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/** The authenticator app: the code of the current 30-second step. */
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

/** A step after `usedStep`: a code is accepted once, so the sign-in waits for the next step if needed. */
const freshCode = async (page: Page, secret: string, usedStep: number) => {
  while (currentStep() <= usedStep) await page.waitForTimeout(500);
  return codeNow(secret);
};

const passwordStep = async (page: Page, email: string, password: string) => {
  await page.goto('/auth/sign-in');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
};

// An account of its own, so no other story's sign-in meets the second step.
test('a member turns on two-factor sign-in and signs in with a code from the authenticator', async ({
  page,
  db,
  outbox,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `two-factor-${uniqueSuffix()}@example.com`;
  const password = 'cobalt-harbor-lantern-47';
  await db.createUser({ email, password, role: 'admin', firstName: 'Toni', lastName: 'Factor' });

  await passwordStep(page, email, password);
  await expect(page).toHaveURL(/\/admin\/programs$/);

  let secret = '';
  let usedStep = 0;
  await test.step('My account: turn on two-factor sign-in with the QR code, the secret and a first code', async () => {
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(section.getByText('Off', { exact: true })).toBeVisible();
    // The set-up asks for the password again, even in a signed-in session.
    await section.getByLabel('Current password').fill(password);
    await section.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    secret = (await section.getByTestId('two-factor-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    usedStep = currentStep();
    await section.getByRole('textbox', { name: 'Authentication code' }).fill(await codeNow(secret));
    await section.getByRole('button', { name: 'Confirm' }).click();
    // Confirming signed out the account's other sessions (none here), and the panel says so.
    await expect(
      page.getByText('Two-factor sign-in is on. Your other sessions were signed out.'),
    ).toBeVisible();
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await snap(page, testInfo, 'two-factor-recovery-codes');
    await section.getByRole('button', { name: 'I have saved these codes' }).click();
    await expect(section.getByText('On', { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Turn off' })).toBeVisible();
    // The notice goes through the job queue.
    await expect
      .poll(async () =>
        (await outbox.messagesTo(email)).some((mail) =>
          /^Subject: Two-factor sign-in is on for your Coachboard account$/m.test(mail.raw),
        ),
      )
      .toBe(true);
  });

  await test.step('sign out, then the password asks for the second step', async () => {
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
    await passwordStep(page, email, password);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });

  await test.step('a code generated in the test signs in', async () => {
    const input = page.getByRole('textbox', { name: 'Authentication code' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await input.fill(await freshCode(page, secret, usedStep));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/programs$/);
    await snap(page, testInfo, 'two-factor-signed-in');
  });
});
