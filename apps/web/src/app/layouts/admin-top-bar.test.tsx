import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockApi } from '@/test/api-mock';
import { createDashboard } from '@/test/dashboard-factories';
import { createUser } from '@/test/user-factories';
import { seedSession } from '@/test/session';
import { renderApp } from '@/test/render-app';
import { renderShell } from '@/test/signed-in-shell';

describe('top bar', () => {
  it("shows the matched route's name in the breadcrumb and heading, and the search box", async () => {
    const { router } = await renderShell('/admin/users');

    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Pages/Users');
    // The search loads beside the first screen.
    expect(
      await screen.findByRole('combobox', { name: 'Search programs, exercises, recipes, users and posts' }),
    ).toBeInTheDocument();

    await act(() => router.navigate('/admin/nutrition/7'));
    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Recipe Detail');
  });

  it("has the notifications bell listing the dashboard's attention items", async () => {
    seedSession();
    mockApi({
      'GET /api/me': () => envelope(createUser()),
      'GET /api/dashboard': () => envelope(createDashboard({ programs_ending: 2 })),
    });
    renderApp('/admin/users');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Notifications' }));

    const menu = await screen.findByRole('menu');
    expect(
      await within(menu).findByRole('menuitem', { name: 'Programs ending soon, 2, new' }),
    ).toHaveAttribute('href', '/admin/users?attention=program_ending');
    expect(within(menu).getByRole('menuitem', { name: 'Open Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
  });

  it('has an information dropdown linking to the API documentation', async () => {
    await renderShell();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Information' }));

    expect(await screen.findByRole('menuitem', { name: /API documentation/ })).toHaveAttribute(
      'href',
      '/api/docs',
    );
  });

  it('greets by the part of the e-mail before the at-sign and offers the profile entries', async () => {
    await renderShell('/admin/users', 1280, createUser({ email: 'jane.doe@example.com' }));
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(/Hey, jane\.doe/)).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Newsletter Settings' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toBeInTheDocument();
  });

  it('logs out: calls the server, clears the session and goes to sign-in', async () => {
    const { router, callsTo } = await renderShell('/admin/users');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/sign-in');
    expect(router.state.location.state).toBeNull();
    const [logoutCall] = callsTo('POST', '/api/auth/logout');
    expect(logoutCall?.headers.get('Authorization')).toBe('Bearer refresh-1');
    expect(sessionStorage.getItem('auth_token')).toBeNull();
    expect(sessionStorage.getItem('refresh_token')).toBeNull();
  });

  it('toggles dark mode from the top bar', async () => {
    await renderShell();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));

    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument(),
    );
  });
});
