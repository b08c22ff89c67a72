import { authMessages, messages } from '@coachboard/contract';
import { expect, test } from '../../fixtures';
import { uniqueSuffix } from '../../fixtures/names';
import { snap } from '../../fixtures/screenshots';

test('forgot password: mailed code, new password, sign in with it', async ({
  page,
  db,
  outbox,
}, testInfo) => {
  // A second admin of its own: resetting the main admin's password would sign out the parallel tests.
  const admin = await db.createUser({
    email: `reset-admin-${uniqueSuffix()}@example.com`,
    password: 'Old-Pass1!',
    role: 'admin',
    firstName: 'Rita',
    lastName: 'Reset',
  });
  const newPassword = 'New-Pass2@';
  let requestedAt = 0;

  await test.step('request the reset from the forgot-password view', async () => {
    await page.goto('/auth/sign-in');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(page.getByText('Enter your email to receive a password reset link')).toBeVisible();

    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(authMessages.enterEmail)).toBeVisible();
    expect(authMessages.enterEmail).toBe('Please enter your email address');

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    requestedAt = Date.now();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password reset email sent! Check your inbox.').first()).toBeVisible();
    await snap(page, testInfo, 'reset-email-sent');

    // Then the view returns to sign-in with the email field cleared.
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('');
  });

  const code = await outbox.waitForResetCode(admin.email, requestedAt);
  expect(code).toMatch(/^\d{6}$/);

  await test.step('enter the code and a new password', async () => {
    await page.getByRole('link', { name: /set a new password/i }).click();
    await expect(page).toHaveURL(/\/auth\/reset-password/);
    // The address changes before the lazily loaded form replaces the sign-in form (which has an Email box too).
    await expect(page.getByRole('heading', { name: 'Set New Password' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await page.getByLabel(/code/i).fill(code);
    const passwordField = page.getByLabel(/new password/i).first();

    await passwordField.fill('weakpassword');
    await page.getByRole('button', { name: /reset password|set (new )?password|save/i }).click();
    await expect(page.getByText(messages.passwordComplexity).first()).toBeVisible();

    await passwordField.fill(newPassword);
    const confirmField = page.getByLabel(/confirm/i);
    if ((await confirmField.count()) > 0) await confirmField.fill(newPassword);
    await snap(page, testInfo, 'reset-new-password');
    await page.getByRole('button', { name: /reset password|set (new )?password|save/i }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in/);
    await expect(page.getByText(authMessages.passwordResetDone)).toBeVisible();
  });

  await test.step('the old password no longer works and the new one does', async () => {
    const oldLogin = await page.request.post('/api/auth/login', {
      data: { email: admin.email, password: admin.password },
    });
    expect(oldLogin.status()).toBe(401);

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/programs$/);
  });

  await test.step('the code was single use', async () => {
    const reuse = await page.request.post('/api/auth/reset-password', {
      data: { email: admin.email, code, password: 'Other-Pass3$' },
    });
    expect(reuse.ok()).toBe(false);
  });
});

test('the forgot-password view leads back to sign-in', async ({ page }) => {
  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByRole('link', { name: '← Back to Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});
