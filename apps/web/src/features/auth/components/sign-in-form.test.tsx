import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, errorResponse, jsonResponse, mockApi } from '@/test/api-mock';
import { createUser } from '@/test/user-factories';
import { renderApp } from '@/test/render-app';

const loginAnswer = (overrides: Parameters<typeof createUser>[0] = {}) =>
  envelope({ ...createUser(overrides), token: 'access-1', refresh_token: 'refresh-1' });

const fillAndSubmit = async (email = 'jane@example.com', password = 'Secret123!') => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
};

describe('sign-in screen', () => {
  it('shows the administrator-only texts and the fields of the spec', async () => {
    mockApi({});
    renderApp('/auth/sign-in');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Administrator access only')).toBeInTheDocument();
    expect(screen.getByText('Need admin access? Contact your system administrator.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/©.*Coachboard/);
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('requires email and password before calling the server', async () => {
    const { calls } = mockApi({});
    renderApp('/auth/sign-in');

    await userEvent.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses an e-mail longer than 254 characters before calling the server', async () => {
    const { calls } = mockApi({});
    renderApp('/auth/sign-in');
    const user = userEvent.setup();

    await user.click(await screen.findByLabelText(/Email/));
    await user.paste(`${'a'.repeat(243)}@example.com`);
    await user.type(screen.getByLabelText(/Password/), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Email must not exceed 254 characters')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows 'Signing In...' while busy, then lands on the programs list", async () => {
    let answer: (response: Response) => void = () => {};
    const { callsTo } = mockApi({
      'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { router } = renderApp('/auth/sign-in');

    await fillAndSubmit();

    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(callsTo('POST', '/api/auth/login')[0]?.body).toEqual({
      email: 'jane@example.com',
      password: 'Secret123!',
      remember_me: false,
    });
    answer(loginAnswer({ email: 'jane@example.com' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/programs'));
    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Programs');
  });

  it('keeps a session without remember-me in sessionStorage', async () => {
    mockApi({ 'POST /api/auth/login': () => loginAnswer() });
    const { router } = renderApp('/auth/sign-in');

    await fillAndSubmit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/programs'));
    expect(sessionStorage.getItem('auth_token')).toBe('access-1');
    expect(sessionStorage.getItem('refresh_token')).toBe('refresh-1');
    expect(sessionStorage.getItem('login_timestamp')).not.toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('remember_me')).toBeNull();
  });

  it("stores a remembered session in localStorage with remember_me 'true'", async () => {
    const { callsTo } = mockApi({ 'POST /api/auth/login': () => loginAnswer() });
    const { router } = renderApp('/auth/sign-in');

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit();

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/programs'));
    expect(callsTo('POST', '/api/auth/login')[0]?.body).toMatchObject({ remember_me: true });
    expect(localStorage.getItem('remember_me')).toBe('true');
    expect(localStorage.getItem('auth_token')).toBe('access-1');
    expect(localStorage.getItem('login_timestamp')).not.toBeNull();
    expect(sessionStorage.getItem('auth_token')).toBeNull();
  });

  it("refuses a non-admin with the spec's message and keeps no session", async () => {
    const { callsTo } = mockApi({
      'POST /api/auth/login': () => loginAnswer({ role: 'user' }),
      'POST /api/auth/logout': () => envelope(null, 'Logged out'),
    });
    const { router } = renderApp('/auth/sign-in');

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Access denied. Only authorized administrators can sign in.',
    );
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    expect(sessionStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBeNull();
    // The session the server opened for them ends there too.
    await waitFor(() => expect(callsTo('POST', '/api/auth/logout')).toHaveLength(1));
    expect(callsTo('POST', '/api/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer refresh-1');
  });

  it.each([
    [
      'the server message',
      () => errorResponse(401, 'Invalid email or password'),
      'Invalid email or password',
    ],
    ["'Failed to sign in' without one", () => jsonResponse({}, 500), 'Failed to sign in'],
    [
      "'An unexpected error occurred during sign in' when the network fails",
      () => Promise.reject(new TypeError('Failed to fetch')),
      'An unexpected error occurred during sign in',
    ],
  ])('shows a red banner with %s', async (_case, answer, message) => {
    mockApi({ 'POST /api/auth/login': answer });
    renderApp('/auth/sign-in');

    await fillAndSubmit();

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('returns to the remembered location after signing in', async () => {
    mockApi({ 'POST /api/auth/login': () => loginAnswer() });
    const { router } = renderApp('/admin/users?page=2');

    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    await fillAndSubmit();

    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Users');
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('sends an already signed-in visitor from sign-in to the programs list at once', async () => {
    sessionStorage.setItem('auth_token', 'access-1');
    sessionStorage.setItem('refresh_token', 'refresh-1');
    sessionStorage.setItem('login_timestamp', String(Date.now()));
    mockApi({ 'GET /api/me': () => envelope(createUser()) });
    const { router } = renderApp('/auth/sign-in');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/programs'));
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  describe('two-factor sign-in', () => {
    const challengeAnswer = () => envelope({ two_factor_required: true, challenge: 'challenge-1' });

    it('asks for the authenticator code after the password, then lands in the panel', async () => {
      const { callsTo } = mockApi({
        'POST /api/auth/login': challengeAnswer,
        'POST /api/auth/login/second-step': (call) =>
          (call.body as { code?: string }).code === '123456'
            ? loginAnswer()
            : errorResponse(401, 'Invalid authentication code'),
      });
      const { router } = renderApp('/auth/sign-in');

      const user = await fillAndSubmit();

      expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
      expect(sessionStorage.getItem('auth_token')).toBeNull();
      const input = screen.getByLabelText(/Authentication code/);
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('autocomplete', 'one-time-code');
      await user.type(input, '000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByText('Invalid authentication code')).toBeInTheDocument();
      await user.clear(input);
      await user.type(input, '123456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/programs'));
      expect(callsTo('POST', '/api/auth/login/second-step').at(-1)?.body).toEqual({
        challenge: 'challenge-1',
        code: '123456',
      });
      expect(sessionStorage.getItem('auth_token')).toBe('access-1');
    });

    it('takes a recovery code instead', async () => {
      const { callsTo } = mockApi({
        'POST /api/auth/login': challengeAnswer,
        'POST /api/auth/login/second-step': () => loginAnswer(),
      });
      const { router } = renderApp('/auth/sign-in');

      const user = await fillAndSubmit();
      await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
      await user.type(screen.getByLabelText(/Recovery code/), 'abcd-efgh');
      await user.click(screen.getByRole('button', { name: 'Verify' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/programs'));
      expect(callsTo('POST', '/api/auth/login/second-step')[0]?.body).toEqual({
        challenge: 'challenge-1',
        recovery_code: 'abcd-efgh',
      });
    });
  });
});
