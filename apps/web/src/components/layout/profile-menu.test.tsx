import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProfileMenu } from './profile-menu';

describe('profile menu', () => {
  it("links to 'My account' and logs out", async () => {
    const onLogOut = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ProfileMenu user={{ email: 'ada@example.com' }} onLogOut={onLogOut} />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Profile menu' }));
    expect(await screen.findByRole('menuitem', { name: 'My account' })).toHaveAttribute(
      'href',
      '/admin/account',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    expect(onLogOut).toHaveBeenCalledOnce();
  });
});
