import { screen } from '@testing-library/react';
import type { User } from '@coachboard/contract';
import { envelope, mockApi } from './api-mock';
import { renderApp } from './render-app';
import { seedSession } from './session';
import { createUser } from './user-factories';
import { setWindowWidth } from './window-size';

const signedIn = (user: User) => {
  seedSession();
  return mockApi({
    'GET /api/me': () => envelope(user),
    'POST /api/auth/logout': () => envelope(null, 'Logged out'),
  });
};

/** The whole panel at `path`, signed in as `user` (an owner), in a window `width` px wide, once its top bar is up. */
export const renderShell = async (path = '/admin/users', width = 1280, user = createUser()) => {
  setWindowWidth(width);
  const api = signedIn(user);
  const view = renderApp(path);
  await screen.findByRole('navigation', { name: 'Breadcrumb' });
  return { ...view, ...api };
};
