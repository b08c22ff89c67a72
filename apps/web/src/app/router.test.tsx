import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_LIFETIME_MS } from '@coachboard/contract';
import { envelope, errorResponse, mockApi } from '@/test/api-mock';
import { createDashboard } from '@/test/dashboard-factories';
import { createUser } from '@/test/user-factories';
import { renderApp } from '@/test/render-app';
import { seedSession } from '@/test/session';
import { setWindowWidth } from '@/test/window-size';

const signedIn = (user = createUser()) => {
  seedSession();
  return mockApi({ 'GET /api/me': () => envelope(user) });
};

describe('top-level routing', () => {
  it('redirects / to /admin/programs and, signed out, on to sign-in', async () => {
    mockApi({});
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin/programs' } });
  });

  it('keeps / landing on the programs; the dashboard has its own address', async () => {
    seedSession();
    mockApi({
      'GET /api/me': () => envelope(createUser()),
      'GET /api/dashboard': () => envelope(createDashboard({ new_users: 2 })),
    });
    const { router } = renderApp('/');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/programs'));
    await act(() => router.navigate('/admin/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'See the 2 users' })).toHaveAttribute(
      'href',
      '/admin/users?attention=new',
    );
  });

  it('redirects /auth to /auth/sign-in', async () => {
    mockApi({});
    const { router } = renderApp('/auth');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
  });

  it('remembers the attempted admin location when redirecting to sign-in', async () => {
    mockApi({});
    const { router } = renderApp('/admin/community/12?tab=comments');

    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/admin/community/12', search: '?tab=comments' },
    });
  });

  it('shows a spinner with a message while the stored session is being checked', async () => {
    seedSession();
    let answer: (response: Response) => void = () => {};
    mockApi({ 'GET /api/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/admin/users');

    expect(await screen.findByText('Checking your session...')).toBeInTheDocument();
    answer(envelope(createUser()));
    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Users');
  });

  it('signs out a stored session whose user is not an admin', async () => {
    seedSession(true);
    mockApi({ 'GET /api/me': () => envelope(createUser({ role: 'user' })) });
    const { router } = renderApp('/admin/users');

    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('signs out an expired session at start without asking the server', async () => {
    seedSession(false, Date.now() - SESSION_LIFETIME_MS - 1000);
    const { calls } = mockApi({ 'GET /api/me': () => envelope(createUser()) });
    renderApp('/admin/users');

    await screen.findByRole('heading', { name: 'Sign In' });
    expect(calls).toHaveLength(0);
    expect(sessionStorage.getItem('auth_token')).toBeNull();
  });

  it('signs out when the refresh fails while the session is checked', async () => {
    seedSession();
    mockApi({
      'GET /api/me': () => errorResponse(401, 'Unauthenticated'),
      'POST /api/auth/refresh': () => errorResponse(401, 'Invalid or expired refresh token'),
    });
    const { router } = renderApp('/admin/users');

    await screen.findByRole('heading', { name: 'Sign In' });
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/admin/users' } });
    expect(sessionStorage.getItem('refresh_token')).toBeNull();
  });

  it.each([
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => errorResponse(500, 'An unexpected error occurred')],
  ])('says the session could not be checked when /me gets %s', async (_case, answer) => {
    seedSession();
    mockApi({ 'GET /api/me': answer });
    renderApp('/admin/users');

    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to initialize authentication');
  });

  it('says the session expired, not that it could not be checked, when the server refused it', async () => {
    seedSession();
    mockApi({
      'GET /api/me': () => errorResponse(401, 'Unauthenticated'),
      'POST /api/auth/refresh': () => errorResponse(401, 'Invalid or expired refresh token'),
    });
    renderApp('/admin/users');

    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.getByRole('alert')).toHaveTextContent('Session expired. Please log in again.');
    expect(screen.queryByText('Failed to initialize authentication')).not.toBeInTheDocument();
  });

  it('renders the 404 page for unknown paths', async () => {
    mockApi({});
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The page you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/admin/programs');
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('uses the 404 page as the admin fallback, without the top bar', async () => {
    setWindowWidth(1280);
    signedIn();
    renderApp('/admin/not-a-screen');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.queryByRole('combobox', { name: 'Search programs, exercises, recipes, users and posts' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('renders nothing under /rtl for a signed-in admin', async () => {
    signedIn();
    const { container } = renderApp('/rtl/anything');

    await waitFor(() => expect(screen.queryByText('Checking your session...')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
  });

  it('guards /rtl like /admin', async () => {
    mockApi({});
    const { router } = renderApp('/rtl/anything');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sign-in'));
  });

  it('scrolls to the top when the path changes', async () => {
    signedIn();
    const { router } = renderApp('/admin/users');
    await screen.findByRole('navigation', { name: 'Breadcrumb' });
    vi.mocked(window.scrollTo).mockClear();

    await act(() => router.navigate('/admin/community'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('shows the unexpected error page when a screen fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    signedIn();
    vi.doMock('@/features/users/routes/users-list-route', () => {
      throw new Error('chunk failed');
    });
    const { router } = renderApp('/admin/community');
    await screen.findByRole('heading', { level: 1, name: 'Community' });

    await act(() => router.navigate('/admin/users'));

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    vi.doUnmock('@/features/users/routes/users-list-route');
  });

  it('opens every area with its heading', async () => {
    setWindowWidth(1280);
    signedIn();
    const { router } = renderApp('/admin/community');

    expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
    expect(screen.getByText('Manage community posts and engagement')).toBeInTheDocument();
    await act(() => router.navigate('/admin/nutrition'));
    expect(await screen.findByRole('heading', { name: 'Recipe Library' })).toBeInTheDocument();
    await act(() => router.navigate('/admin/exercise-library'));
    expect((await screen.findAllByRole('heading', { name: 'Exercise Library' })).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('link', { name: 'Users' }));
    expect((await screen.findAllByRole('heading', { name: 'Users' })).length).toBeGreaterThan(0);
  });
});
