import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope, mockApi } from '@/test/api-mock';
import { renderApp } from '@/test/render-app';
import { seedSession } from '@/test/session';
import { createUser } from '@/test/user-factories';
import { setWindowWidth } from '@/test/window-size';
// Already loaded, so that nothing but the shell's own choice keeps them off the page while the screen is held.
import '@/features/search/components/global-search';
import './top-bar-menus-loaded';

const SCREEN_MODULE = '@/features/trash/routes/trash-route';
const SEARCH_NAME = 'Search programs, exercises, recipes, users and posts';

afterEach(() => {
  vi.doUnmock(SCREEN_MODULE);
});

/** The shell at /admin/trash with the screen's module held back until `showScreen()`. */
const renderWithScreenHeld = async () => {
  let showScreen!: () => void;
  const screenModuleArrives = new Promise<void>((resolve) => {
    showScreen = resolve;
  });
  vi.doMock(SCREEN_MODULE, async () => {
    await screenModuleArrives;
    return { Component: () => <h1>Trash screen</h1> };
  });
  setWindowWidth(1280);
  seedSession();
  const { calls } = mockApi({
    'GET /api/me': () => envelope(createUser()),
    'GET /api/search': () => envelope({ groups: [] }),
  });
  renderApp('/admin/trash');
  await screen.findByRole('navigation', { name: 'Main' }, { timeout: 15_000 });
  return { calls, showScreen };
};

describe('the shell before its first screen is on view', { timeout: 30_000 }, () => {
  it('draws the search and the menus as they look, and loads them once the screen shows', async () => {
    const { calls, showScreen } = await renderWithScreenHeld();

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    // Stand-ins only: nothing to type into or open, and the bell has not asked for its counts.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('combobox', { name: SEARCH_NAME })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Information' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/me']);

    showScreen();

    expect(await screen.findByRole('heading', { name: 'Trash screen' })).toBeInTheDocument();
    expect(
      await screen.findByRole('combobox', { name: SEARCH_NAME }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Information' })).toBeInTheDocument();
  });

  it('opens the palette on a Ctrl+K pressed before the search was there', async () => {
    await renderWithScreenHeld();
    expect(screen.queryByRole('combobox', { name: SEARCH_NAME })).not.toBeInTheDocument();

    await userEvent.keyboard('{Control>}k{/Control}');

    expect(
      await screen.findByRole('dialog', { name: 'Command palette' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });
});
