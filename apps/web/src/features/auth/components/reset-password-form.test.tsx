import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';

const fillResetForm = async (values: {
  email?: string;
  code?: string;
  password?: string;
  confirm?: string;
}) => {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Set New Password' });
  if (values.email) await user.type(screen.getByLabelText(/^Email/), values.email);
  if (values.code) await user.type(screen.getByLabelText(/^Reset code/), values.code);
  if (values.password) await user.type(screen.getByLabelText(/^New password/), values.password);
  if (values.confirm) await user.type(screen.getByLabelText(/^Confirm new password/), values.confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
};

describe('reset with the mailed code', () => {
  it('is reachable from sign-in', async () => {
    mockApi({});
    renderApp('/auth/sign-in');

    await userEvent.click(await screen.findByRole('link', { name: 'Set a new password' }));

    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeInTheDocument();
  });

  it('prefills the e-mail address from the link in the reset mail', async () => {
    mockApi({});
    renderApp('/auth/reset-password?email=jane%40example.com');

    expect(await screen.findByLabelText(/Email/)).toHaveValue('jane@example.com');
  });

  it("applies the contract's password rules and the confirmation", async () => {
    const { calls } = mockApi({});
    renderApp('/auth/reset-password');

    await fillResetForm({ email: 'jane@example.com', code: '12', password: 'short', confirm: 'other' });

    expect(await screen.findByText('Code must be 6 digits')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('requires uppercase, lowercase, digit and special character', async () => {
    mockApi({});
    renderApp('/auth/reset-password');

    await fillResetForm({
      email: 'jane@example.com',
      code: '123456',
      password: 'alllowercase1',
      confirm: 'alllowercase1',
    });

    expect(
      await screen.findByText(
        'Password must contain uppercase, lowercase, number, and special character (@$!%*?&)',
      ),
    ).toBeInTheDocument();
  });

  it('verifies the code, sets the password and returns to sign-in with a success message', async () => {
    const { calls } = mockApi({
      'POST /api/auth/verify-reset-code': () => envelope(null),
      'POST /api/auth/reset-password': () => envelope(null),
    });
    const { router } = renderApp('/auth/reset-password');

    await fillResetForm({
      email: 'jane@example.com',
      code: '123456',
      password: 'NewSecret1!',
      confirm: 'NewSecret1!',
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been reset. You can sign in now.',
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/auth/verify-reset-code',
      'POST /api/auth/reset-password',
    ]);
    expect(calls[0]?.body).toEqual({ email: 'jane@example.com', code: '123456' });
    expect(calls[1]?.body).toEqual({ email: 'jane@example.com', code: '123456', password: 'NewSecret1!' });
  });

  it('shows the server message when the code is refused and does not set the password', async () => {
    const { callsTo } = mockApi({
      'POST /api/auth/verify-reset-code': () => errorResponse(422, 'Invalid or expired reset code'),
    });
    renderApp('/auth/reset-password');

    await fillResetForm({
      email: 'jane@example.com',
      code: '654321',
      password: 'NewSecret1!',
      confirm: 'NewSecret1!',
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired reset code');
    expect(callsTo('POST', '/api/auth/reset-password')).toHaveLength(0);
  });
});
