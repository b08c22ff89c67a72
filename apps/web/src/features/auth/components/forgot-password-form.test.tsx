import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { RESET_SENT_RETURN_DELAY_MS } from './forgot-password-form';

const openForgotPassword = async ({ fakeTimers = false } = {}) => {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  renderApp('/auth/sign-in');
  await user.click(await screen.findByRole('link', { name: 'Forgot Password?' }));
  await screen.findByRole('heading', { name: 'Reset Password' });
  return user;
};

describe('forgot-password view', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the texts of the spec and returns with the back link', async () => {
    mockApi({});
    const user = await openForgotPassword();

    expect(screen.getByText('Enter your email to receive a password reset link')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '← Back to Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("asks for the address with 'Please enter your email address' when it is empty", async () => {
    const { calls } = mockApi({});
    const user = await openForgotPassword();

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('refuses an e-mail longer than 254 characters before calling the server', async () => {
    const { calls } = mockApi({});
    const user = await openForgotPassword();

    await user.click(screen.getByLabelText(/Email/));
    await user.paste(`${'a'.repeat(243)}@example.com`);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Email must not exceed 254 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the green success message, then returns to sign-in with the email field cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { callsTo } = mockApi({
      'POST /api/auth/request-password-reset': () => envelope(null, 'If an account exists, a code was sent.'),
    });
    const user = await openForgotPassword({ fakeTimers: true });

    await user.type(screen.getByLabelText(/Email/), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset email sent! Check your inbox.',
    );
    expect(callsTo('POST', '/api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'jane@example.com',
    });
    expect(callsTo('POST', '/api/auth/request-password-reset')[0]?.headers.get('Authorization')).toBeNull();

    act(() => {
      vi.advanceTimersByTime(RESET_SENT_RETURN_DELAY_MS);
    });

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(await screen.findByLabelText(/Email/)).toHaveValue('');
  });

  it('shows the server message in a red banner when the request fails', async () => {
    mockApi({
      'POST /api/auth/request-password-reset': () =>
        errorResponse(429, 'Too many attempts. Please try again later.'),
    });
    const user = await openForgotPassword();

    await user.type(screen.getByLabelText(/Email/), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });

  it.each([
    ['an answer without a message', () => new Response('', { status: 502 }), 'Failed to send reset email'],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch')), 'An unexpected error occurred'],
  ])('falls back to the catalogue text on %s', async (_case, answer, message) => {
    mockApi({ 'POST /api/auth/request-password-reset': answer });
    const user = await openForgotPassword();

    await user.type(screen.getByLabelText(/Email/), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
